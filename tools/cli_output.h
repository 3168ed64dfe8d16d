#pragma once
// What the command writes: the list of families and variants, the gate's
// table, its JSON and JUnit files, and case files written from the command line.

#include <ostream>
#include <stdexcept>
#include <string>
#include <vector>

#include "../regressions/gate.h"

namespace collide_check::cli {

struct UsageError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

/// `s` with every byte that is not printable ASCII written as \xHH, cut to 200 characters.
std::string printable(const std::string& s);

struct ListOptions {
  bool json = false;
  bool brief = false;
  std::vector<std::string> families;  ///< empty: all
};
int cmd_list(const ListOptions& o, std::ostream& out);

/// `reproduce`: the flags that give the same results (the summary line ends
/// "(reproduce with ...)").
void print_table(const cc::regress::GateReport& r, const std::string& reproduce, std::ostream& out);
/// Where the run saved new cases, or that it saved none.
void print_saved(const cc::regress::GateReport& r, const std::string& save_dir, std::ostream& out);
void write_json(const std::string& path, const cc::regress::GateReport& r);
/// `reproduce` is the command line that reruns this check.
void write_junit(const std::string& path, const cc::regress::GateReport& r, const std::string& reproduce);

struct CaseArgs {
  std::string family;
  std::vector<std::string> values;
  std::string scalar = "f64";
  std::string output;
};
int cmd_case(const CaseArgs& a, std::ostream& out);

}  // namespace collide_check::cli
