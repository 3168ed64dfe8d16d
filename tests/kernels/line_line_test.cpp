// line_line: the robust conventions and the oracle on values worked by hand.

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "kernels/robust/line_line.h"
#include "kernels/seeds/line_line.h"
#include "oracle/line_line.h"

namespace {

using cc::LineContact;
using cc::Segment;

TEST(LineLine, CrossingParallelCoincident) {
  using cc::robust::line_line;
  const Segment<double> diagonal{{0, 0}, {2, 2}};
  const auto r = line_line(diagonal, Segment<double>{{0, 2}, {2, 0}});
  EXPECT_EQ(r.kind, LineContact::point);
  EXPECT_EQ(r.p.x, 1.0);
  EXPECT_EQ(r.p.y, 1.0);
  // The crossing of infinite lines may lie outside both pairs of points.
  const auto far = line_line(diagonal, Segment<double>{{10, 0}, {11, 0}});
  EXPECT_EQ(far.kind, LineContact::point);
  EXPECT_EQ(far.p.x, 0.0);
  EXPECT_EQ(far.p.y, 0.0);
  EXPECT_EQ(line_line(diagonal, Segment<double>{{1, 0}, {3, 2}}).kind, LineContact::parallel);
  EXPECT_EQ(line_line(diagonal, Segment<double>{{5, 5}, {-1, -1}}).kind, LineContact::coincident);
  // seed000 cannot tell coincident from parallel: denom == 0 for both.
  EXPECT_EQ(cc::seed000::line_line<double>(diagonal, Segment<double>{{5, 5}, {-1, -1}}).kind, LineContact::parallel);
}

TEST(LineLine, VerticalLinesAreExact) {
  using cc::robust::line_line;
  const auto r = line_line(Segment<double>{{3, 0}, {3, 1}}, Segment<double>{{0, 0.1}, {1, 0.1}});
  EXPECT_EQ(r.kind, LineContact::point);
  EXPECT_EQ(r.p.x, 3.0);
  EXPECT_EQ(r.p.y, 0.1);
  EXPECT_EQ(line_line(Segment<double>{{3, 0}, {3, 1}}, Segment<double>{{3, 7}, {3, -2}}).kind, LineContact::coincident);
  EXPECT_EQ(line_line(Segment<double>{{3, 0}, {3, 1}}, Segment<double>{{4, 7}, {4, -2}}).kind, LineContact::parallel);
}

TEST(LineLine, DegenerateAndSpecialInputsAreInvalid) {
  using cc::robust::line_line;
  EXPECT_EQ(line_line(Segment<double>{{1, 1}, {1, 1}}, Segment<double>{{0, 0}, {1, 2}}).kind,
            LineContact::invalid_input);
  EXPECT_EQ(line_line(Segment<double>{{0, 0}, {1, 2}}, Segment<double>{{0, INFINITY}, {1, 2}}).kind,
            LineContact::invalid_input);
}

TEST(LineLine, CrossingBeyondTheRangeIsAnInfinity) {
  // y = 0 against the line from (0, 1) falling by 2^-53 over 2^1000: they meet at
  // x = 2^1053, beyond the largest double.
  const Segment<double> axis{{0, 0}, {1, 0}};
  const Segment<double> shallow{{0, 1}, {0x1p+1000, 1 - 0x1p-53}};
  const auto r = cc::robust::line_line(axis, shallow);
  EXPECT_EQ(r.kind, LineContact::point);
  EXPECT_EQ(r.p.x, std::numeric_limits<double>::infinity());
  EXPECT_EQ(r.p.y, 0.0);
  const auto e = cc::oracle::line_line_exact(axis, shallow);
  EXPECT_EQ(e.kind, LineContact::point);
  EXPECT_EQ(e.x, cc::oracle::Rational(0x1p+1000) * cc::oracle::Rational(0x1p+53));
  // Falling by 2^-53 over 2^900 they meet at 2^953: finite and exact here.
  const auto near = cc::robust::line_line(axis, Segment<double>{{0, 1}, {0x1p+900, 1 - 0x1p-53}});
  EXPECT_EQ(near.p.x, 0x1p+953);
}

TEST(LineLine, OracleCrossing) {
  const auto e = cc::oracle::line_line_exact(Segment<double>{{0, 0}, {3, 1}}, Segment<double>{{0, 1}, {1, 0}});
  // y = x / 3 and y = 1 - x meet at x = 3/4, y = 1/4.
  EXPECT_EQ(e.kind, LineContact::point);
  EXPECT_EQ(e.x, cc::oracle::Rational(3, 4));
  EXPECT_EQ(e.y, cc::oracle::Rational(1, 4));
}

}  // namespace
