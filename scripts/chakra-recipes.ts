import fs from 'node:fs'
import path from 'node:path'
import type { SystemContext } from '@chakra-ui/react'
import { recipes, slotRecipes } from '@chakra-ui/react/theme'

/** Every recipe Chakra's own theme has: the keys its components may read. */
const CHAKRA_RECIPES = new Set([...Object.keys(recipes), ...Object.keys(slotRecipes)])

/**
 * The Chakra recipes the built code's components read. A component's module names its recipe
 * once, as `useRecipe({key:`button`})` or `createSlotRecipeContext({key:`dialog`})`; the
 * minifier renames the function, not the key.
 */
export function recipesRead(code: string): Set<string> {
  const keys = [...code.matchAll(/\(\{key:[`"']([A-Za-z]+)[`"']\}\)/g)].map((m) => m[1]!)
  return new Set(keys.filter((key) => CHAKRA_RECIPES.has(key)))
}

/** Of those, the ones the app's system leaves out (src/components/ui/system.ts). */
export function recipesMissing(
  read: Iterable<string>,
  system: Pick<SystemContext, 'isRecipe' | 'isSlotRecipe'>,
): string[] {
  return [...read].filter((key) => !system.isRecipe(key) && !system.isSlotRecipe(key)).sort()
}

/** The recipes a build's JavaScript reads that the app's system leaves out. */
export function recipesMissingFromBuild(
  distDir: string,
  system: Pick<SystemContext, 'isRecipe' | 'isSlotRecipe'>,
): string[] {
  const assets = path.join(distDir, 'assets')
  const read = new Set<string>()
  for (const file of fs.readdirSync(assets).filter((f) => f.endsWith('.js')))
    for (const key of recipesRead(fs.readFileSync(path.join(assets, file), 'utf8'))) read.add(key)
  return recipesMissing(read, system)
}
