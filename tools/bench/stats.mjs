// The bench's summaries of repeated measurements, and the order it takes them in.

/** The middle value of `values` (the upper of the two middle ones of an even count). */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * `measure` of every URL `rounds` times, in rounds that visit every URL once, each round in the
 * reverse order of the one before: a baseline's runs spread over the same minutes as the pages',
 * so a machine whose load drifts weighs on both alike. Each URL's results, in round order.
 */
export async function inRounds(urls, rounds, measure) {
  const results = new Map(urls.map((url) => [url, []]));
  for (let round = 0; round < rounds; round++) {
    for (const url of round % 2 === 0 ? urls : [...urls].reverse()) results.get(url).push(await measure(url));
  }
  return results;
}
