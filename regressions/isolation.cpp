#include "isolation.h"

#include <poll.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <stdexcept>
#include <vector>

namespace cc::regress {

void CaseSlot::store(const check::CaseData& c) {
  present = 0;
  std::snprintf(family, sizeof family, "%s", c.family.c_str());
  std::snprintf(regime, sizeof regime, "%s", c.regime.c_str());
  scalar = c.scalar == check::Scalar::f32 ? 0 : 1;
  count = static_cast<int>(std::min(c.values.size(), kMaxValues));
  std::copy_n(c.values.begin(), count, values);
  present = 1;
}

void CaseSlot::add_file(const std::string& path) {
  if (path.size() >= kMaxPath || file_count >= kMaxFiles) return;
  for (int i = 0; i < file_count; ++i)
    if (path == files[i]) return;
  std::snprintf(files[file_count], kMaxPath, "%s", path.c_str());
  ++file_count;  // after the path is whole: a kill between the two loses the entry, never half of it
}

void CaseSlot::remove_file(const std::string& path) {
  for (int i = 0; i < file_count; ++i)
    if (path == files[i]) {
      if (i != file_count - 1) std::memcpy(files[i], files[file_count - 1], kMaxPath);
      --file_count;
      return;
    }
}

std::vector<std::string> CaseSlot::written_files() const {
  std::vector<std::string> out;
  for (int i = 0; i < std::min(file_count, kMaxFiles); ++i) out.emplace_back(files[i]);
  return out;
}

std::string lost_child_text(const ChildOutcome& o, double call_timeout_seconds) {
  switch (o.kind) {
    case ChildOutcome::Kind::crashed: return "crashed (" + signal_name(o.signal) + ")";
    case ChildOutcome::Kind::exited:
      return "exited with status " + std::to_string(o.exit_status) +
             " before returning a result (exit() called, or a sanitizer's report: see the output above)";
    case ChildOutcome::Kind::timed_out: {
      char seconds[32];
      std::snprintf(seconds, sizeof seconds, "%.15g", call_timeout_seconds);
      return std::string("hung: one call of the kernel ran longer than ") + seconds + " s (--timeout; killed)";
    }
    case ChildOutcome::Kind::finished: break;
  }
  return {};
}

std::optional<check::CaseData> CaseSlot::load() const {
  if (!present) return std::nullopt;
  check::CaseData c;
  c.family = family;
  c.regime = regime;
  c.scalar = scalar == 0 ? check::Scalar::f32 : check::Scalar::f64;
  c.values.assign(values, values + count);
  return c;
}

std::optional<check::CaseData> CaseSlot::load_call() const {
  auto c = load();
  if (!c || call.started_ns.load(std::memory_order_acquire) == 0) return std::nullopt;
  c->values.assign(call.values, call.values + std::min(call.count, check::KernelCallBeacon::kMaxValues));
  return c;
}

std::string signal_name(int signal) {
  switch (signal) {
    case SIGSEGV: return "SIGSEGV";
    case SIGABRT: return "SIGABRT";
    case SIGFPE: return "SIGFPE";
    case SIGILL: return "SIGILL";
    case SIGBUS: return "SIGBUS";
    case SIGKILL: return "SIGKILL";
    case SIGTERM: return "SIGTERM";
    default: return "signal " + std::to_string(signal);
  }
}

namespace {

struct Child {
  std::size_t index;
  pid_t pid;
  int fd;
  CaseSlot* slot;
  std::string output;
  bool killed = false;
  std::optional<check::CaseData> hung_call;  ///< the call's input, read before the kill
};

/// How long the child's kernel call in progress has run (zero when none runs).
std::chrono::nanoseconds call_age(const CaseSlot& slot) {
  const std::int64_t started = slot.call.started_ns.load(std::memory_order_acquire);
  if (started == 0) return std::chrono::nanoseconds(0);
  const auto now = std::chrono::duration_cast<std::chrono::nanoseconds>(
      std::chrono::steady_clock::now().time_since_epoch());
  return now - std::chrono::nanoseconds(started);
}

CaseSlot* map_slot() {
  void* p = mmap(nullptr, sizeof(CaseSlot), PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
  if (p == MAP_FAILED) throw std::runtime_error("isolation: mmap failed");
  return new (p) CaseSlot();
}

}  // namespace

void run_in_children(std::size_t count, int parallel, double call_timeout_seconds,
                     const std::function<std::string(std::size_t, CaseSlot&)>& work,
                     const std::function<void(std::size_t, ChildOutcome)>& on_done) {
  parallel = std::max(parallel, 1);
  std::vector<Child> active;
  std::size_t next = 0;
  const auto limit = call_timeout_seconds > 0 ? std::chrono::duration_cast<std::chrono::nanoseconds>(
                                                    std::chrono::duration<double>(call_timeout_seconds))
                                              : std::chrono::nanoseconds::max();

  auto start_one = [&](std::size_t i) {
    int fds[2];
    if (pipe(fds) != 0) throw std::runtime_error("isolation: pipe failed");
    CaseSlot* slot = map_slot();
    std::cout.flush();
    std::cerr.flush();
    std::fflush(nullptr);
    const pid_t parent = getpid();
    const pid_t pid = fork();
    if (pid < 0) throw std::runtime_error("isolation: fork failed");
    if (pid == 0) {
      // A child outlives no parent: killed with it (kill -9 of a run stops
      // every check it started, and none goes on writing cases).
      prctl(PR_SET_PDEATHSIG, SIGKILL);
      if (getppid() != parent) _exit(4);
      close(fds[0]);
      check::watch_kernel_calls(&slot->call);
      std::string out;
      int code = 0;
      try {
        out = work(i, *slot);
      } catch (const std::exception& e) {
        out = std::string("{\"child_error\": \"") + e.what() + "\"}";
        code = 3;
      }
      std::size_t written = 0;
      while (written < out.size()) {
        const ssize_t n = write(fds[1], out.data() + written, out.size() - written);
        if (n <= 0) break;
        written += static_cast<std::size_t>(n);
      }
      close(fds[1]);
      std::cout.flush();
      std::cerr.flush();
      _exit(code);
    }
    close(fds[1]);
    active.push_back({i, pid, fds[0], slot, {}, false, std::nullopt});
  };

  auto finish = [&](std::size_t k) {
    Child c = std::move(active[k]);
    active.erase(active.begin() + static_cast<std::ptrdiff_t>(k));
    close(c.fd);
    int status = 0;
    while (waitpid(c.pid, &status, 0) < 0 && errno == EINTR) {
    }
    ChildOutcome o;
    o.files = c.slot->written_files();
    if (c.killed) {
      o.kind = ChildOutcome::Kind::timed_out;
      o.last_case = c.slot->load();
      o.call_input = std::move(c.hung_call);
    } else if (WIFSIGNALED(status)) {
      o.kind = ChildOutcome::Kind::crashed;
      o.signal = WTERMSIG(status);
      o.last_case = c.slot->load();
    } else if (c.output.empty() || (WEXITSTATUS(status) != 0 && WEXITSTATUS(status) != 3)) {
      // The child's own end writes a result and exits with 0 (3 after a
      // caught exception, with the error as its result): anything else left
      // the work midway.
      o.kind = ChildOutcome::Kind::exited;
      o.exit_status = WEXITSTATUS(status);
      o.last_case = c.slot->load();
    } else {
      o.kind = ChildOutcome::Kind::finished;
      o.output = std::move(c.output);
    }
    munmap(c.slot, sizeof(CaseSlot));
    on_done(c.index, std::move(o));
  };

  while (next < count || !active.empty()) {
    while (next < count && static_cast<int>(active.size()) < parallel) start_one(next++);
    std::vector<pollfd> fds;
    for (const auto& c : active) fds.push_back({c.fd, POLLIN, 0});
    // The watchdog looks at every call in progress at least ten times a second.
    const int ready = poll(fds.data(), fds.size(), 100);
    if (ready < 0 && errno != EINTR) throw std::runtime_error("isolation: poll failed");
    // Read what is ready; a closed pipe means the child is done.
    for (std::size_t k = active.size(); k-- > 0;) {
      if (ready > 0 && (fds[k].revents & (POLLIN | POLLHUP | POLLERR))) {
        char buf[65536];
        const ssize_t n = read(active[k].fd, buf, sizeof buf);
        if (n > 0) {
          active[k].output.append(buf, static_cast<std::size_t>(n));
          continue;
        }
        if (n == 0 || errno != EINTR) {
          finish(k);
          continue;
        }
      }
      if (!active[k].killed && call_age(*active[k].slot) > limit) {
        active[k].hung_call = active[k].slot->load_call();  // before the kill, while the call runs
        kill(active[k].pid, SIGKILL);
        active[k].killed = true;
      }
    }
  }
}

}  // namespace cc::regress
