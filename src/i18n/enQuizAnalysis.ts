/** The item analysis of a test (src/learning/instructor/quizzes/analysis/): its tab, figures and help. */
export const enQuizAnalysis = {
  quizAnalysis: {
    tab: 'Item analysis',
    exportName: 'item-analysis',
    empty: 'No finished attempts yet. The analysis appears once students finish the test.',
    summary: {
      attempts: '%{smart_count} finished attempt |||| %{smart_count} finished attempts',
      mean: 'Mean %{points} of %{max}',
      median: 'Median %{points}',
      deviation: 'Standard deviation %{points}',
      passed: 'Passed: %{smart_count}',
    },
    help: {
      title: 'How to read these figures',
      facility:
        'Full credit: the share of attempts that got all the points of the question. Near 100% the question is easy, near 0% it is hard.',
      discrimination:
        'Discrimination: how well the question tells stronger students from weaker ones, from −1 to 1 (the correlation of its points with the rest of the attempt). 0.3 and above is good; near 0 the question does not tell them apart; below 0 the stronger students do worse on it: check its key and wording.',
      drawn: 'A random slot gives one row per bank question it drew, counted over the attempts that got it.',
    },
    figures: {
      caption: 'Figures of question %{number}',
      attempts: 'Attempts',
      facility: 'Full credit',
      mean: 'Mean points',
      discrimination: 'Discrimination',
      none: '—',
    },
    levels: {
      good: 'good',
      fair: 'fair',
      poor: 'poor',
      negative: 'negative',
    },
    source: {
      BANK: 'From the bank',
      RANDOM: 'Random draw',
    },
    points: '%{smart_count} point |||| %{smart_count} points',
    blank: 'No answer: %{smart_count}',
    awaiting: 'Awaiting your points: %{smart_count}',
    other: "'Other' written: %{smart_count}",
    options: {
      caption: 'How often each option was chosen',
      option: 'Option',
      chosen: 'Chosen',
      right: 'Right answer',
      credit: '%{percent} credit',
      count: '%{count} (%{percent})',
    },
    responses: {
      caption: 'Most common responses',
      response: 'Response',
      none: 'No responses yet.',
      fullCredit: 'Full credit',
    },
  },
};
