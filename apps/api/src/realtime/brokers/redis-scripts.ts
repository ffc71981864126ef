/**
 * Atomic publish on Redis: assigns the channel's next offset (creating its epoch on first use),
 * appends to the capped history list and publishes to every node, in one script so that offsets
 * are the same on every node and recovery works whichever node a client reconnects to.
 *
 * KEYS[1] meta hash {epoch, offset}, KEYS[2] history list of "offset:data"
 * ARGV[1] data (JSON), ARGV[2] candidate epoch, ARGV[3] history size, ARGV[4] history ttl (s),
 * ARGV[5] meta ttl (s), ARGV[6] pub/sub channel, ARGV[7] channel name as a JSON string
 */
export const PUBLISH_SCRIPT = `
local epoch = redis.call('hget', KEYS[1], 'epoch')
if not epoch then
  epoch = ARGV[2]
  redis.call('hset', KEYS[1], 'epoch', epoch)
end
local offset = redis.call('hincrby', KEYS[1], 'offset', 1)
redis.call('expire', KEYS[1], ARGV[5])
local size = tonumber(ARGV[3])
if size > 0 then
  redis.call('rpush', KEYS[2], offset .. ':' .. ARGV[1])
  redis.call('ltrim', KEYS[2], -size, -1)
  redis.call('expire', KEYS[2], ARGV[4])
end
redis.call('publish', ARGV[6], '{"c":' .. ARGV[7] .. ',"e":"' .. epoch .. '","o":' .. offset .. ',"d":' .. ARGV[1] .. '}')
return offset
`;
