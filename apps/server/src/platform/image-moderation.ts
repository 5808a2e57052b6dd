import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '@/config';
import { NsfwjsModerator } from './nsfwjs-moderator';

/** What an image classifier says about one photo, in terms any provider can fill in. */
export interface ImageClassification {
  /**
   * Probability (0 to 1) that the photo is sexually explicit: the figure the
   * IMAGE_MODERATION_THRESHOLD applies to.
   */
  explicit: number;
  topClass: string;
  topScore: number;
  /** Every class the provider reported, with its probability. */
  scores: Record<string, number>;
  /** Time spent classifying, in milliseconds (without waiting in the queue). */
  durationMs: number;
}

/**
 * Checks uploaded photos. The local default runs the nsfwjs model; a cloud service can
 * replace it by implementing this interface.
 */
export interface ImageModerator {
  readonly name: string;
  /** Classifies an encoded image (any format sharp reads). Rejects when the classifier fails. */
  classify(image: Buffer): Promise<ImageClassification>;
  close(): Promise<void>;
}

/** The configured moderator, or null when IMAGE_MODERATION=off. */
export function createImageModerator(config: Config, log: FastifyBaseLogger): ImageModerator | null {
  switch (config.imageModeration) {
    case 'off':
      return null;
    case 'nsfwjs':
      return new NsfwjsModerator(log);
  }
}
