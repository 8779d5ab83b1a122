import { z } from 'zod'
import { detectFileType } from '../../../../../contract/validators.ts'
import { callWebhook, WebhookError, type WebhookEndpoint } from '../../../webhook.ts'
import { patternPng } from './png.ts'

export interface GeneratedImage {
  bytes: Buffer
  mimeType: 'image/png' | 'image/jpeg'
}

/**
 * Makes an amenity's picture with AI (IMAGE_GENERATOR). `attempt` (1 to 3) lets a second try
 * differ from the first; `name` says who made it, so a stand-in's picture is never taken for AI.
 */
export interface ImageGenerator {
  readonly name: string
  amenityImage(request: {
    amenity: string
    projectName: string
    attempt: number
  }): Promise<GeneratedImage>
}

/**
 * For development and tests only, no AI: a striped pattern seeded by the amenity, the project
 * and the attempt, so the same request always gives the same PNG. Refused in production by
 * providers.ts.
 */
export class DevelopmentPatternImageGenerator implements ImageGenerator {
  readonly name = 'development-pattern'

  async amenityImage(request: { amenity: string; projectName: string; attempt: number }) {
    const seed = `${request.projectName}\n${request.amenity.toLowerCase()}\n${request.attempt}`
    return { bytes: patternPng(seed, 320, 200), mimeType: 'image/png' as const }
  }
}

const ZGenerated = z.object({ imageBase64: z.string().min(1).max(8_000_000) })

/**
 * The deployment's image service (IMAGE_WEBHOOK_URL): POST { action: "amenity-image", amenity,
 * projectName, attempt }, answered { imageBase64 } holding a JPG or PNG.
 */
export class WebhookImageGenerator implements ImageGenerator {
  readonly name = 'webhook'
  constructor(private readonly endpoint: WebhookEndpoint) {}

  async amenityImage(request: { amenity: string; projectName: string; attempt: number }) {
    const { imageBase64 } = await callWebhook(
      'image generator',
      this.endpoint,
      { action: 'amenity-image', ...request },
      ZGenerated,
    )
    const bytes = Buffer.from(imageBase64, 'base64')
    const type = detectFileType(bytes.subarray(0, 16))
    if (type !== 'png' && type !== 'jpeg')
      throw new WebhookError('The image generator answered something other than a JPG or PNG')
    return { bytes, mimeType: type === 'png' ? ('image/png' as const) : ('image/jpeg' as const) }
  }
}
