import { describe, expect, it } from 'vitest'
import { system } from '../src/components/ui/system.ts'
import { recipesMissing, recipesRead } from './chakra-recipes.ts'

describe("the Chakra recipes the app's system keeps", () => {
  it("finds the recipes built components read, and only Chakra's", () => {
    const code =
      'const{withProvider:a}=Ce({key:`tabs`}),b=ar({key:`button`}),c=x({key:`css`}),d=y({key:"accordion"})'
    expect([...recipesRead(code)].sort()).toEqual(['accordion', 'button', 'tabs'])
  })

  it('names a read recipe the system leaves out', () => {
    expect(recipesMissing(['tabs', 'button', 'accordion', 'datePicker'], system)).toEqual([
      'accordion',
      'datePicker',
    ])
  })
})
