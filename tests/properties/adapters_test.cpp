// The sweep adapters of include/collide_check/register.h: how a kernel's own
// signature reads as a time of impact (an out-parameter, a sentinel, a time
// above 1 meaning a miss, a struct with a hit flag), called directly, and one
// of them registered and judged by the gate against the exact oracle.

#include <gtest/gtest.h>

#include <optional>

#include "include/collide_check/register.h"
#include "include/collide_check/swept_circle_circle.h"
#include "kernels/robust/swept_circle_circle.h"
#include "regressions/gate.h"

namespace {

using namespace collide_check;
using cc::MovingCircle;
using cc::Vec2;
using Family = swept_circle_circle;
using Input = Family::Input<double>;
using Result = Family::Result<double>;

/// Two circles of radius 1, A moving along x toward B at x = 10.
Input approaching() { return {{{0, 0}, {20, 0}, 1}, {{10, 0}, {10, 0}, 1}}; }

template <class Kernel>
Result call(Kernel k, const Input& in) {
  return detail::adapt<Family, double>(std::move(k)).fn(in);
}

template <class Kernel>
Reports reports_of(Kernel k) {
  return detail::adapt<Family, double>(std::move(k)).reports;
}

TEST(SweepAdapters, AnOutParameterTimeIsReadOnAHit) {
  const auto hit = time_out_parameter([](const MovingCircle<double>&, const MovingCircle<double>&, double& t) {
    t = 0.25;
    return true;
  });
  const Result r = call(hit, approaching());
  EXPECT_EQ(r.kind, cc::SweepKind::hit);
  EXPECT_EQ(r.t, 0.25);
  const auto miss = time_out_parameter([](const MovingCircle<double>&, const MovingCircle<double>&, double& t) {
    t = 0.5;  // written, but the kernel says miss
    return false;
  });
  EXPECT_EQ(call(miss, approaching()).kind, cc::SweepKind::miss);
  EXPECT_EQ(reports_of(hit).values, std::vector<std::string>{"t"});
}

TEST(SweepAdapters, ASentinelTimeIsAMiss) {
  const auto k = time_with_sentinel(
      [](const MovingCircle<double>& a, const MovingCircle<double>&) { return a.c0.y > 0 ? -1.0 : 0.5; }, -1.0);
  Input in = approaching();
  const Result hit = call(k, in);
  EXPECT_EQ(hit.kind, cc::SweepKind::hit);
  EXPECT_EQ(hit.t, 0.5);
  in.A.c0.y = 1;
  EXPECT_EQ(call(k, in).kind, cc::SweepKind::miss);
}

TEST(SweepAdapters, ATimeAboveOneIsAMissOnlyWhenSaidSo) {
  const auto beyond = [](const MovingCircle<double>&, const MovingCircle<double>&) { return 1.5; };
  const Result as_answer = call(time_with_sentinel(beyond, -1.0), approaching());
  EXPECT_EQ(as_answer.kind, cc::SweepKind::hit) << "without miss_after_one a t of 1.5 is the kernel's answer";
  EXPECT_EQ(as_answer.t, 1.5);
  EXPECT_EQ(call(time_with_sentinel(beyond, -1.0).miss_after_one(), approaching()).kind, cc::SweepKind::miss);
  const auto at_one = [](const MovingCircle<double>&, const MovingCircle<double>&) { return std::optional<double>(1); };
  EXPECT_EQ(call(time_of_impact(at_one).miss_after_one(), approaching()).kind, cc::SweepKind::hit);
  const auto out_beyond =
      time_out_parameter([](const MovingCircle<double>&, const MovingCircle<double>&, double& t) {
        t = 3;
        return true;
      }).miss_after_one();
  EXPECT_EQ(call(out_beyond, approaching()).kind, cc::SweepKind::miss);
}

struct FullContact {
  bool hit;
  float t;
  Vec2<float> point, normal;
};
struct TimeAndPoint {
  bool hit;
  double t;
  double point[2];
};

TEST(SweepAdapters, AContactStructReportsTheMembersItHas) {
  const auto full = sweep_contact([](const MovingCircle<double>&, const MovingCircle<double>&) {
    return FullContact{true, 0.25f, {4.5f, 0}, {-1, 0}};
  });
  EXPECT_EQ(reports_of(full).values, (std::vector<std::string>{"t", "point", "normal"}));
  const Result r = call(full, approaching());
  EXPECT_EQ(r.kind, cc::SweepKind::hit);
  EXPECT_EQ(r.t, 0.25);
  EXPECT_EQ(r.point, (Vec2<double>{4.5, 0}));
  EXPECT_EQ(r.normal, (Vec2<double>{-1, 0}));
  const auto partial = sweep_contact([](const MovingCircle<double>&, const MovingCircle<double>&) {
    return TimeAndPoint{false, 0.25, {4.5, 0}};
  });
  EXPECT_EQ(reports_of(partial).values, (std::vector<std::string>{"t", "point"}));
  EXPECT_EQ(call(partial, approaching()).kind, cc::SweepKind::miss);
  // Through to_contact, from a struct of other names.
  struct Theirs {
    int contact;
    double toi;
  };
  const auto theirs = [](const MovingCircle<double>&, const MovingCircle<double>&) { return Theirs{1, 0.75}; };
  const auto converted = sweep_contact(theirs, [](const Theirs& c) {
    struct {
      bool hit;
      double t;
    } out{c.contact != 0, c.toi};
    return out;
  });
  EXPECT_EQ(call(converted, approaching()).t, 0.75);
}

/// The robust kernel behind an out-parameter signature and behind a contact
/// struct: the gate judges both against the exact oracle and they pass; the
/// same kernel with its time read one step late fails.
class RegisteredThroughAdapters : public testing::Environment {
 public:
  void SetUp() override {
    using B = cc::robust::SweptCircleCircleBounds<double>;
    const auto spec = [](const char* name, bool point) {
      VariantSpec s;
      s.name = name;
      s.source = "adapters_test.cpp";
      s.contract.bound("t", B::t);
      if (point) s.contract.bound("point", B::point);
      s.contract.special_values = SpecialValues::unchecked;
      return s;
    };
    register_variant<Family, double>(
        spec("robust_out_parameter", false),
        time_out_parameter([](const MovingCircle<double>& a, const MovingCircle<double>& b, double& t) {
          const auto r = cc::robust::swept_circle_circle(a, b);
          t = r.t;
          return r.kind == cc::SweepKind::hit;
        }));
    register_variant<Family, double>(
        spec("robust_contact_struct", true),
        sweep_contact([](const MovingCircle<double>& a, const MovingCircle<double>& b) {
          const auto r = cc::robust::swept_circle_circle(a, b);
          return TimeAndPoint{r.kind == cc::SweepKind::hit, r.t, {r.point.x, r.point.y}};
        }));
    register_variant<Family, double>(
        spec("robust_late_by_one_step", false),
        time_out_parameter([](const MovingCircle<double>& a, const MovingCircle<double>& b, double& t) {
          const auto r = cc::robust::swept_circle_circle(a, b);
          t = r.t + 0x1p-20;
          return r.kind == cc::SweepKind::hit;
        }));
  }
};
const auto* const kRegistered = testing::AddGlobalTestEnvironment(new RegisteredThroughAdapters);

cc::regress::GateRow check(const std::string& variant, const std::string& property) {
  cc::regress::GateOptions o;
  o.families = {"swept_circle_circle"};
  o.variants = {variant};
  o.properties = {property};
  o.cases = 2000;
  const auto report = cc::regress::run_gate(o, {}, nullptr);
  EXPECT_EQ(report.rows.size(), 1u);
  return report.rows.empty() ? cc::regress::GateRow{} : report.rows[0];
}

TEST(SweepAdapters, TheRobustKernelBehindEachSignaturePassesTheGate) {
  for (const char* variant : {"robust_out_parameter", "robust_contact_struct"})
    for (const char* property : {"decision_agrees_with_oracle", "time_within_contract"}) {
      const auto row = check(variant, property);
      EXPECT_EQ(row.status, cc::regress::RowStatus::pass) << variant << " " << property << ": " << row.detail;
      EXPECT_GT(row.generated, 1000) << variant << " " << property;
    }
  const auto point = check("robust_contact_struct", "point_within_contract");
  EXPECT_EQ(point.status, cc::regress::RowStatus::pass) << point.detail;
  const auto late = check("robust_late_by_one_step", "time_within_contract");
  EXPECT_EQ(late.status, cc::regress::RowStatus::fail) << "a time read late must fail: " << late.detail;
}

}  // namespace
