import { describe, expect, it } from 'vitest';
import { detectContent } from '@/modules/moderation/content-detection';
import { normalise } from '@/modules/moderation/normalise/text-normaliser';
import { MODEL_FAMILIES, NETWORK_WIDTH } from './model-families';
import linear from './screening-model.json';
import { ScreeningModel, screeningModel, type ScreeningModelFile } from './screening-model';
import trained from './screening-network.json';
import { NETWORK_FAMILIES, ScreeningNetwork, type ScreeningNetworkFile } from './screening-network';

/** The linear scorer alone, as it was before the network joined it. */
const linearOnly = new ScreeningModel(linear as ScreeningModelFile);
const familiesOf = (model: ScreeningModel, text: string) => model.detect(normalise(text)).map((d) => d.family);

describe('the screening network', () => {
  it('is the committed network: one int8 row per bucket, a threshold per family', () => {
    expect(trained.hidden).toBe(NETWORK_WIDTH);
    expect(Buffer.from(trained.int8, 'base64').length).toBe(trained.buckets * NETWORK_WIDTH);
    expect(trained.outputs.map((o) => o.family)).toEqual([...MODEL_FAMILIES]);
    for (const output of trained.outputs) {
      expect(output.weights).toHaveLength(NETWORK_WIDTH);
      expect(output.threshold).toBeGreaterThanOrEqual(0.5);
      expect(output.threshold).toBeLessThanOrEqual(0.99);
    }
  });

  // Written for this test, in none of the corpora: wording the linear scorer scores under its bar.
  it.each([
    ['financial', 'honestly a little help toward my tuition would mean the world, even 200 gets me through'],
    ['social_media', 'come chat with me on my other account, easier there'],
    ['social_media', "let's text on the app with the little ghost"],
  ])('finds %s in "%s", which the linear scorer alone misses', (family, text) => {
    expect(familiesOf(linearOnly, text)).not.toContain(family);
    expect(familiesOf(screeningModel, text)).toContain(family);
    expect(detectContent(text, { explicit: false }).patterns.get(family as 'financial')).toContain(`${family}_model`);
  });

  it.each([
    'i paid 450 for my textbooks this term, brutal',
    'my roommate still owes me 20 for pizza lol',
    'i deleted instagram for exams, feels good',
    'my mom only texts me on whatsapp',
    'the bus fare went up again, 3.60 now',
    'can you believe the hotel charged me for parking',
  ])('stays quiet on "%s" (money and apps talked about, nothing asked)', (text) => {
    const found = familiesOf(screeningModel, text);
    for (const family of NETWORK_FAMILIES) expect(found).not.toContain(family);
  });

  it('answers only for money asks and moves to other apps; a phone number is still the linear scorer’s', () => {
    expect(NETWORK_FAMILIES).toEqual(['social_media', 'financial']);
    expect(familiesOf(screeningModel, 'text me at 403 555 0199 tonight ok')).toEqual(['phone']);
  });

  it('refuses to run beside a linear scorer that hashes into another number of buckets', () => {
    const small: ScreeningNetworkFile = {
      ...(trained as ScreeningNetworkFile),
      buckets: 4,
      int8: Buffer.alloc(4 * NETWORK_WIDTH).toString('base64'),
    };
    expect(() => new ScreeningModel(linear as ScreeningModelFile, new ScreeningNetwork(small))).toThrow(/buckets/);
  });
});
