import { describe, expect, it } from "vitest";
import type { Step } from "../testing/make-conversation";
import { makeMetricInput } from "../testing/metric-input";
import { fabricatedQuotesMetric } from "./fabricated-quotes";

const range: Step[] = [
  { user: "Use ceil, not round, for the E8M0 scale" },
  {
    tool: "Read",
    input: { file_path: "/home/u/llm/kernel/mxfp_quant.py" },
    result: "def quantize(x):\n    return torch.round(x)",
  },
  { assistant: "I will switch `torch.round` to `torch.ceil`." },
];

describe("fabricatedQuotesMetric", () => {
  it.each<[string, string, number, string, string[]]>([
    [
      "quotes that all occur (case and spacing ignored, relative path of an absolute one)",
      'User said "use ceil,  not round, for the  E8M0 scale"; edited `llm/kernel/mxfp_quant.py` (`torch.ceil`).',
      0,
      "0 of 3 quotes",
      [],
    ],
    [
      "an invented file path",
      "Edited llm/kernel/nvfp4_quant.py and `torch.round`.",
      1,
      "1 of 2 quotes",
      ["llm/kernel/nvfp4_quant.py"],
    ],
    [
      "an invented user quote",
      'The user said "always use round to even".',
      1,
      "1 of 1 quotes",
      ["always use round to even"],
    ],
    [
      "a quote shortened with an ellipsis",
      '"Use ceil... for the E8M0 scale"',
      0,
      "0 of 1 quotes",
      [],
    ],
    ["no quotes at all", "We changed the rounding.", 0, "0 of 0 quotes", []],
    [
      "code fences are not quotes",
      "```python\ndef quantize(x): return torch.ceil(x)  # new\n```",
      0,
      "0 of 0 quotes",
      [],
    ],
  ])("%s", (_case, summary, value, display, items) => {
    expect(fabricatedQuotesMetric.compute(makeMetricInput(summary, range))).toEqual({
      value,
      display,
      items,
    });
  });

  describe("quotes of the user with typos mended", () => {
    const typed: Step[] = [
      { user: "make the row clicleable so it opens the session" },
      { user: "先不要改好了你幫我 reivew 這些 code useDeviceRoleHelper" },
      { user: "pin it to v2 of the api" },
    ];
    it.each<[string, string, string[]]>([
      ["two mended letters in a 10-letter word", '"make the row clickable"', []],
      [
        "a swap mended in a real Claude summary's quote",
        '"先不要改好了你幫我 review 這些 code useDeviceRoleHelper"',
        [],
      ],
      [
        "each part of a shortened quote mended",
        '"make the row clickable ... opens the sessoin"',
        [],
      ],
      ["a changed number is not a typo", '"pin it to v3 of the api"', ["pin it to v3 of the api"]],
      ["words the user never wrote", '"make the row draggable"', ["make the row draggable"]],
      ["a code span must be verbatim", "`make the row clickable`", ["make the row clickable"]],
    ])("%s", (_case, summary, items) => {
      expect(fabricatedQuotesMetric.compute(makeMetricInput(summary, typed)).items).toEqual(items);
    });
  });

  it("counts every quote as fabricated against an empty range", () => {
    expect(fabricatedQuotesMetric.compute(makeMetricInput('said "hello there"', [])).value).toBe(1);
  });
});
