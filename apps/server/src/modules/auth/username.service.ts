import { randomInt } from 'node:crypto';

const ADJECTIVES = (
  'Amber Bold Brave Breezy Bright Calm Clever Cosmic Crisp Curious Daring Dreamy Eager Easy Fair Fancy ' +
  'Fearless Fuzzy Gentle Glad Golden Grand Happy Hazel Honest Jolly Keen Kind Lively Lucky Lunar Merry ' +
  'Mellow Misty Noble Nimble Peppy Plucky Polar Quick Quiet Rapid Rosy Rustic Sandy Sharp Shiny Silver ' +
  'Sleek Smart Snowy Solar Sparkly Spry Steady Sunny Swift Tidy Velvet Vivid Warm Wild Witty Zesty'
).split(' ');

const ANIMALS = (
  'Alpaca Badger Beaver Bison Bobcat Caribou Cheetah Chipmunk Cougar Coyote Crane Dolphin Eagle Falcon ' +
  'Ferret Finch Fox Gazelle Gecko Heron Husky Ibis Jaguar Koala Lark Lemur Lynx Magpie Marmot Marten ' +
  'Meerkat Moose Narwhal Ocelot Orca Osprey Otter Owl Panda Panther Pelican Penguin Pika Puffin Quokka ' +
  'Raven Robin Salmon Seal Sparrow Squirrel Stork Swan Tapir Tiger Toucan Trout Turtle Walrus Weasel ' +
  'Whale Wolf Wombat Wren'
).split(' ');

const pick = <T>(items: readonly T[]): T => items[randomInt(items.length)]!;

/**
 * A readable username such as "SwiftOtter4821", never derived from the e-mail. Later
 * attempts (after a collision) use longer numbers, so retries converge quickly.
 */
export function generateUsername(attempt = 0): string {
  const digits = Math.min(4 + attempt, 9);
  const number = randomInt(10 ** (digits - 1), 10 ** digits);
  return `${pick(ADJECTIVES)}${pick(ANIMALS)}${number}`;
}

/** The username an anonymised account keeps. */
export const deletedUsername = (userId: number): string => `deleted_user_${userId}`;
