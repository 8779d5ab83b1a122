import { Button } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useVirtualizer } from '@tanstack/react-virtual'
import { useLayoutEffect, useRef, type ReactNode } from 'react'
import type { TChatLine } from '../model/conversation.ts'

/** How close to the top (px) the user scrolls before the older page is read. */
const LOAD_OLDER_WITHIN = 240
/** Within this of the bottom, new messages keep the view at the bottom. */
const STICK_WITHIN = 48

/**
 * The conversation, oldest at the top, virtualised so a long one stays smooth: only the lines in
 * view (and a few around) are in the page. It opens at the newest message and stays there as
 * messages arrive, unless the user has scrolled up to read; an older page read by scrolling up
 * keeps the line the user was looking at where it was (the virtualizer's end anchoring).
 */
export function ConversationList({
  lines,
  hasOlder,
  loadingOlder,
  olderFailed = false,
  offline = false,
  onLoadOlder,
  renderLine,
}: {
  lines: TChatLine[]
  hasOlder: boolean
  loadingOlder: boolean
  /** The last older page could not be read: asked again only on request. */
  olderFailed?: boolean
  /** Only the newest page is on the device (decision 0046): older ones wait for the network. */
  offline?: boolean
  onLoadOlder: () => void
  renderLine: (line: TChatLine) => ReactNode
}) {
  const { t } = useLingui()
  const scrollRef = useRef<HTMLDivElement>(null)
  // The library's own chat mode: an older page prepended keeps the message in view where it
  // was, and a new message is followed only when the user was at the newest one. The virtualizer
  // is read, never memoised: the compiler leaving this component alone is right.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: lines.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 72,
    overscan: 6,
    getItemKey: (index) => lines[index]?.key ?? index,
    anchorTo: 'end',
    followOnAppend: true,
    scrollEndThreshold: STICK_WITHIN,
  })

  // It opens at the newest message.
  const opened = useRef(false)
  useLayoutEffect(() => {
    if (opened.current || lines.length === 0) return
    opened.current = true
    virtualizer.scrollToEnd()
  }, [lines.length, virtualizer])

  function onScroll() {
    const el = scrollRef.current
    if (!el || el.scrollTop >= LOAD_OLDER_WITHIN) return
    if (hasOlder && !loadingOlder && !offline && !olderFailed) onLoadOlder()
  }

  const items = virtualizer.getVirtualItems()
  // Plain elements with `chat-*` classes (system.ts): this renders on every scrolled frame, and a
  // Chakra element resolved its style props each time (decisions 0052, 0059).
  return (
    <div
      ref={scrollRef}
      onScroll={onScroll}
      role="log"
      aria-label={t`Conversation`}
      // Scrollable by keyboard too.
      tabIndex={0}
      className="chat-log"
      data-testid="chat-log"
    >
      {(hasOlder || loadingOlder) && (
        <p className="chat-older" data-part="older">
          {/* Words, not a spinner: a spinner's styles, inserted when it first showed, restyled
              the whole lead page in the middle of scrolling (a long task). */}
          {loadingOlder ? (
            <Trans>Loading older messages…</Trans>
          ) : offline ? (
            <Trans>Older messages need the network.</Trans>
          ) : olderFailed ? (
            <>
              <Trans>Older messages could not be loaded.</Trans>{' '}
              <Button size="sm" variant="subtle" colorPalette="brand" onClick={onLoadOlder}>
                <Trans>Try again</Trans>
              </Button>
            </>
          ) : (
            <Trans>Scroll up for older messages</Trans>
          )}
        </p>
      )}
      <div className="chat-rows" style={{ height: virtualizer.getTotalSize() }}>
        {items.map((item) => {
          const line = lines[item.index]
          if (!line) return null
          return (
            // Its place an inline style: as a Chakra prop, every new offset was a new class made
            // and inserted while scrolling (`npm run bench:chat`).
            <div
              key={item.key}
              data-index={item.index}
              ref={virtualizer.measureElement}
              className="chat-row"
              style={{ transform: `translateY(${item.start}px)` }}
            >
              {renderLine(line)}
            </div>
          )
        })}
      </div>
    </div>
  )
}
