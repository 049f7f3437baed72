import pg from 'pg';

/**
 * A few long-lived connections in pipeline mode that the reads outside a transaction share (a
 * GET's SELECT; openPostgres sends writes to the pool). Concurrent requests' statements on one
 * lane leave in the same socket write and come back in the same read, instead of each checking a
 * connection out of the pool and waiting on its own. Each statement is still its own implicit transaction (pg sends
 * a Sync after each). A lane whose connection fails is replaced by the next statement; the
 * statements under way on it fail as the pool's would (the caller maps them to 503).
 */
export interface Lanes {
  query(config: pg.QueryConfig): Promise<pg.QueryResult>;
  end(): Promise<void>;
}

interface Lane {
  readonly client: pg.Client;
  readonly ready: Promise<pg.Client>;
  pending: number;
  broken: boolean;
}

export function sharedLanes(config: pg.ClientConfig, count: number): Lanes {
  if (!Number.isInteger(count) || count < 1 || count > 16) throw new Error('lanes: count must be 1 to 16');
  const lanes: (Lane | undefined)[] = Array.from({ length: count }, () => undefined);
  let ended = false;

  const open = (): Lane => {
    const client = new pg.Client({ ...config, pipeline: true });
    const lane: Lane = { client, ready: client.connect().then(() => client), pending: 0, broken: false };
    const broke = (): void => {
      lane.broken = true;
    };
    client.on('error', broke);
    client.on('end', broke);
    lane.ready.catch(broke);
    return lane;
  };

  const pick = (): Lane => {
    let best: Lane | undefined;
    for (let i = 0; i < lanes.length; i++) {
      let lane = lanes[i];
      if (lane === undefined || lane.broken) {
        if (lane !== undefined) void lane.client.end().catch(() => undefined);
        lane = open();
        lanes[i] = lane;
      }
      if (best === undefined || lane.pending < best.pending) best = lane;
    }
    if (best === undefined) throw new Error('lanes: none');
    return best;
  };

  return {
    async query(q) {
      if (ended) throw new Error('Cannot use a pool after calling end on the pool');
      const lane = pick();
      lane.pending += 1;
      try {
        const client = await lane.ready;
        return await client.query(q);
      } finally {
        lane.pending -= 1;
      }
    },
    async end() {
      ended = true;
      await Promise.all(lanes.map((l) => l?.client.end().catch(() => undefined)));
    },
  };
}
