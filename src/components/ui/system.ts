import { createSystem, defineConfig, defineGlobalStyles } from '@chakra-ui/react'
import { defaultBaseConfig } from '@chakra-ui/react/preset-base'
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  statSlotRecipe,
  statusSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  tagSlotRecipe,
  textareaRecipe,
  textStyles,
  timelineSlotRecipe,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme'

// Devanagari fonts are named so Hindi renders with a matching face where one is installed.
const FONT_STACK =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Devanagari", "Nirmala UI", sans-serif'

/**
 * A conversation's lines: plain elements with these classes, not Chakra components. Scrolling a
 * long conversation draws lines all the time, and each Chakra element resolved its style props
 * and inserted new classes as it mounted (the longest tasks of `npm run bench:chat`); these rules
 * are built once, with the rest of the global CSS, at build time (decision 0025). The list around
 * them too: it re-renders on every scrolled frame, and its Chakra boxes resolved their style
 * props each time, the rows' box a new class for each new height (decision 0059).
 */
const CHAT_CSS = defineGlobalStyles({
  // The scroll region and its rows' box: the list re-renders on every scrolled frame.
  '.chat-log': {
    height: { base: '20rem', md: 'min(28rem, 55vh)' },
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    borderWidth: '1px',
    borderColor: 'app.border',
    borderRadius: 'l2',
    bg: 'bg.subtle',
    px: '3',
  },
  '.chat-older': { textAlign: 'center', textStyle: 'xs', color: 'fg.muted', py: '2' },
  '.chat-rows': { position: 'relative', width: 'full' },
  '.chat-row': { position: 'absolute', top: '0', left: '0', width: '100%', py: '1' },
  '.chat-msg': { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '1' },
  '.chat-msg[data-direction=out]': { alignItems: 'flex-end' },
  '.chat-bubble': {
    maxWidth: '85%',
    px: '3',
    py: '2',
    borderRadius: 'l3',
    bg: 'app.surface',
    borderWidth: '1px',
    borderColor: 'app.border',
  },
  '.chat-msg[data-direction=out] .chat-bubble': { bg: 'green.subtle', borderWidth: '0' },
  '.chat-text': { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  '.chat-files': { listStyle: 'none', display: 'flex', flexDirection: 'column', gap: '1' },
  '.chat-files a': { textDecoration: 'underline', overflowWrap: 'anywhere', color: 'fg' },
  '.chat-meta': {
    display: 'flex',
    justifyContent: 'flex-end',
    alignItems: 'center',
    gap: '2',
    mt: '1',
    textStyle: 'xs',
    color: 'fg.muted',
  },
  '.chat-problem': { maxWidth: '85%', textStyle: 'xs', color: 'fg.error' },
  '.chat-state': { display: 'inline-flex', alignItems: 'center', gap: '0.5' },
  '.chat-state[data-bad]': { color: 'fg.error' },
  '.chat-ticks': { display: 'inline-flex', alignItems: 'center' },
  '.chat-ticks[data-read]': { color: 'blue.fg' },
  '.chat-tick': { width: '3', height: '3' },
  '.chat-tick + .chat-tick': { ml: '-1.5' },
  '.chat-sr': { srOnly: true },
})

/** A status mark (✓ ◐ ✕): a round badge in its status's colour, in the grid's cells and legend. */
const STATUS_MARK = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.25rem',
  height: '1.25rem',
  borderRadius: 'full',
  fontSize: 'xs',
  fontWeight: 'bold',
  flexShrink: 0,
} as const

/**
 * A building's inventory grid (issue 19: a 40-floor, 12-flat tower drawn within 100 ms of its
 * answer): the scroll region, the table and its cells, the legend and the summary are plain
 * elements with these rules, for the reason the conversation's lines are (decision 0052): as
 * Chakra components or a `css` prop, their style objects were resolved, serialised and inserted
 * as the grid mounted, after its answer (decision 0059).
 */
const INVENTORY_CSS = defineGlobalStyles({
  '.inv-legend': { display: 'flex', flexWrap: 'wrap', gap: '4', listStyle: 'none' },
  '.inv-legend li': { display: 'flex', alignItems: 'center', gap: '2', textStyle: 'sm' },
  // One line's height even before the answer, so nothing below it moves when it is filled.
  '.inv-summary': { minHeight: '1lh' },
  '.inv-mark': STATUS_MARK,
  '.inv-mark[data-mark=available]': { bg: 'green.solid', color: 'green.contrast' },
  '.inv-mark[data-mark=blocked]': { bg: 'orange.solid', color: 'orange.contrast' },
  '.inv-mark[data-mark=booked]': { bg: 'red.solid', color: 'red.contrast' },
  '.inv-sr': { srOnly: true },
  '.inv-region': {
    overflow: 'auto',
    maxHeight: '70vh',
    borderWidth: '1px',
    borderColor: 'app.border',
    borderRadius: 'l3',
    bg: 'app.surface',
    focusVisibleRing: 'outside',
  },
  '.inv-region table': {
    borderCollapse: 'separate',
    borderSpacing: 0,
    width: 'max-content',
    minWidth: '100%',
  },
  '.inv-region th, .inv-region td': { borderBottomWidth: '1px', borderColor: 'app.border' },
  '.inv-region thead th': {
    position: 'sticky',
    top: 0,
    zIndex: 1,
    bg: 'app.surface',
    padding: '2',
    textAlign: 'start',
    textStyle: 'sm',
    fontWeight: 'semibold',
  },
  '.inv-region thead th:first-of-type': { left: 0, zIndex: 2 },
  '.inv-region tbody th': {
    position: 'sticky',
    left: 0,
    zIndex: 1,
    bg: 'app.surface',
    padding: '2',
    textAlign: 'end',
    fontWeight: 'semibold',
    borderRightWidth: '1px',
  },
  '.inv-region td': { padding: '1' },
  // A flat's cell; unmatched by the filters, it loses its colour (dashed, muted), not its contrast.
  '.inv-cell': {
    display: 'flex',
    flexDirection: 'column',
    minWidth: '7.5rem',
    paddingX: '2',
    paddingY: '1',
    borderRadius: 'l2',
    borderLeftWidth: '4px',
    borderStyle: 'dashed',
    borderColor: 'border',
    bg: 'bg.muted',
    color: 'fg.muted',
    textStyle: 'xs',
  },
  '.inv-cell strong': { textStyle: 'sm' },
  // A cell that opens its unit: a button drawn as the cell, whole, with a focus ring.
  'button.inv-cell': {
    width: '100%',
    textAlign: 'start',
    cursor: 'pointer',
    font: 'inherit',
    lineHeight: 'inherit',
  },
  'button.inv-cell:hover': { boxShadow: 'sm' },
  'button.inv-cell:focus-visible': {
    outlineWidth: '2px',
    outlineStyle: 'solid',
    outlineColor: 'colorPalette.focusRing',
    outlineOffset: '1px',
  },
  '.inv-line': { display: 'flex', alignItems: 'center', gap: '1' },
  '.inv-cell[data-matches=true]': { borderStyle: 'solid', color: 'fg' },
  '.inv-cell[data-matches=true][data-status=available]': {
    bg: 'green.subtle',
    borderColor: 'green.solid',
  },
  '.inv-cell[data-matches=true][data-status=blocked]': {
    bg: 'orange.subtle',
    borderColor: 'orange.solid',
  },
  '.inv-cell[data-matches=true][data-status=booked]': {
    bg: 'red.subtle',
    borderColor: 'red.solid',
  },
})

const config = defineConfig({
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#f0fdfa' },
          100: { value: '#ccfbf1' },
          200: { value: '#99f6e4' },
          300: { value: '#5eead4' },
          400: { value: '#2dd4bf' },
          500: { value: '#14b8a6' },
          600: { value: '#0d9488' },
          700: { value: '#0f766e' },
          800: { value: '#115e59' },
          900: { value: '#134e4a' },
          950: { value: '#042f2e' },
        },
        accent: { value: '#facc15' },
      },
      fonts: {
        heading: { value: FONT_STACK },
        body: { value: FONT_STACK },
      },
    },
    // The keys Chakra's recipes read for `colorPalette="brand"`.
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.400}' } },
          contrast: { value: { _light: 'white', _dark: '{colors.brand.950}' } },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.400}' } },
        },
        // Chakra's red.500 is 3.8:1 on white: a field's problem must be readable (WCAG AA 4.5:1).
        fg: { error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } } },
        // The shell's surfaces: a tinted canvas behind white (or near-black) panels, so cards and
        // the side navigation stand apart in both themes without heavy borders.
        app: {
          canvas: { value: { _light: '{colors.gray.50}', _dark: '{colors.gray.950}' } },
          surface: { value: { _light: 'white', _dark: '{colors.gray.900}' } },
          border: { value: { _light: '{colors.gray.200}', _dark: '{colors.gray.800}' } },
          navActive: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          navActiveFg: { value: { _light: '{colors.brand.800}', _dark: '{colors.brand.200}' } },
        },
      },
    },
  },
  globalCss: {
    'html, body': { minHeight: '100%' },
    body: { bg: 'app.canvas', color: 'fg' },
    ...CHAT_CSS,
    ...INVENTORY_CSS,
  },
})

/**
 * Chakra's theme as its `defaultThemeConfig` holds it, with the recipes of the components the app
 * draws and no others: the other forty (date pickers, comboboxes, sliders...) were about 10 kB
 * of every first paint (decision 0068). `npm run build` fails when the built app uses a
 * component whose recipe is not here (scripts/bundle-size.ts), since it would be drawn unstyled.
 */
const themeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      radiomark: radiomarkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      list: listSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      popover: popoverSlotRecipe,
      progress: progressSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      stat: statSlotRecipe,
      status: statusSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      tag: tagSlotRecipe,
      timeline: timelineSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
})

// Chakra's two halves merged once, with ours: its `defaultConfig` is the same two merged, and
// importing it also built a default system at start that nothing here reads (decision 0058).
export const system = createSystem(defaultBaseConfig, themeConfig, config)
