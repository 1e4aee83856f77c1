import type { ApiCallRow as ApiCall } from "@/lib/api/transcript-summary";
import { describeSource } from "@/lib/view/session/api-call-rows";
import { describeCallCost } from "@/lib/view/format/describe-cost";
import { formatDateTimeUtc, formatTimeUtc } from "@/lib/view/format/format-date";
import { formatInteger } from "@/lib/view/format/format-number";
import { shortModelName } from "@/lib/view/format/short-model-name";

type ApiCallRowProps = {
  call: ApiCall;
  /** 1-based position among all rows, header included (aria-rowindex of a virtualised table). */
  rowIndex: number;
  height: number;
};

/** One API call in the session's calls table; calls off the main thread read dimmer. */
export function ApiCallRow({ call, rowIndex, height }: ApiCallRowProps) {
  const cost = describeCallCost(call);
  return (
    <tr aria-rowindex={rowIndex} style={{ height }} data-main={call.isMainThread || undefined}>
      <td data-align="end">{call.isMainThread ? call.index : <span className="muted">—</span>}</td>
      <td title={call.source}>{describeSource(call.source)}</td>
      <td data-align="end" className="mono">
        {formatInteger(call.line)}
      </td>
      <td className="mono" title={formatDateTimeUtc(call.timestamp)}>
        {formatTimeUtc(call.timestamp)}
      </td>
      <td title={call.model}>{shortModelName(call.model)}</td>
      <td data-align="end">{formatInteger(call.inputTokens)}</td>
      <td data-align="end">{formatInteger(call.cacheCreationInputTokens)}</td>
      <td data-align="end">{formatInteger(call.cacheReadInputTokens)}</td>
      <td data-align="end">{formatInteger(call.outputTokens)}</td>
      <td data-align="end" className="strong">
        {formatInteger(call.contextTokens)}
      </td>
      <td data-align="end" title={cost.title} className={cost.isPriced ? undefined : "muted"}>
        {cost.text}
      </td>
      <td>{call.stopReason ?? <span className="muted">—</span>}</td>
    </tr>
  );
}
