# BBMM front door.  `make run` and `make test` each install missing Debian
# packages first (cmake/install-deps.sh), then configure, build and do their job.
BUILD   ?= build
TYPE    ?= RelWithDebInfo
JOBS    ?= $(shell nproc 2>/dev/null || echo 2)
CMAKE_FLAGS ?=
# PoCL 3.1 (Debian 12) makes one CPU device per word; tests use four.
export POCL_DEVICES ?= pthread pthread pthread pthread

.PHONY: all deps configure build install run test bench sanitize tsan fuzz polybench polybench-gpu npb clean

all: build

deps:
	@sh cmake/install-deps.sh

configure: deps
	@cmake -S . -B $(BUILD) -DCMAKE_BUILD_TYPE=$(TYPE) $(CMAKE_FLAGS) >/dev/null

build: configure
	@cmake --build $(BUILD) -j$(JOBS)

# The headers, libbbmm.a (and libbbmm-mpi.a), bbmm-pp, bbmmcc, the CMake
# package and bbmm.pc (bbmm-mpi.pc) under PREFIX; the tree can move later
# (bbmmcc and the .pc files find the rest relative to themselves).
PREFIX ?= /usr/local
install: build
	@cmake --install $(BUILD) --prefix $(PREFIX)

run: build
	@$(BUILD)/samples/bbmm-showcase

test: build
	@cd $(BUILD) && ctest --output-on-failure --no-tests=error -j$(JOBS)

bench: build
	@cmake --build $(BUILD) --target bench

# The tests again under AddressSanitizer + UndefinedBehaviorSanitizer.
# A test whose only failure is LeakSanitizer's own tracer crashing at exit
# runs again, up to three times, the last without the leak check (cmake/ctest-sanitized.sh says why).
# Left out there (SANITIZE_SKIP), as the same code runs under the
# sanitizers in their siblings: the MPI runs on 3 and 4 ranks (1 and 2
# ranks stay; each takes two cores, so they ran one after the other: 281 s
# of a 1,387 s sanitizer run), rt_exec on 3 devices (1, 2 and 4 stay), the
# manual samples' whole-array checks and the benchmark driver (the samples
# run on 1, 2 and 4 devices), the coarsened samples (pp_coarsen_*: kernel
# code; the host's part, bbmm_launch_items, runs in rt_holes).  The MPI
# runs take two cores each, so they run one after another: 485 s of a
# 980 s sanitizer run.  Of them stay the samples on 2 ranks of 1-D, 2-D and
# 3-D bands (floyd, heat2d, lu, blackscholes, heat3d), the synchronous and
# asynchronous exchanges of lu (the sample with the most kinds of flows),
# and every other MPI test; one rank of a sample (1r2d) is the samples' own
# path, and mpi_host_memory measures residency, which the sanitizers'
# shadow memory changes; the BBMM_CHECK=bounds samples on 1 and 2 devices
# (4 devices, the budgets, the split tiles and the shrunk box stay).  rt_exec on 4 devices runs its scenarios as on 2
# (146 s under the sanitizers; TSan runs it).  The random-program tests
# (gen_*) too: their programs are built without the sanitizers anyway, and
# the tool's front end runs under them in every pp_ test and in `make fuzz`.
SANITIZE_SKIP ?= ^(gen_.*|mpi_.*_(1r2d|3r3d|4r8d)|mpi_(adi|fdtd2d|gemm|helpers|jacobi2d|matmul|mvt|smooth)_2r4d|mpi_(sync|async)_(adi|fdtd2d|floyd|heat2d)|mpi_host_memory|rt_exec_[34]dev|manual_.*_check|bench_driver|pp_coarsen_.*|check_bounds_[a-z0-9]+_[12]dev)$$
sanitize:
	@$(MAKE) --no-print-directory build BUILD=build-asan TYPE=Debug \
	  CMAKE_FLAGS="-DBBMM_SANITIZE=address,undefined"
	@sh cmake/ctest-sanitized.sh build-asan -j$(JOBS) -E '$(SANITIZE_SKIP)'

# Executor tests (worker threads, one per device) and the data scopes'
# checker (BBMM_CHECK=scopes: its SIGSEGV handler, reports from a second
# thread, the write-back before exit; label scope_check) under
# ThreadSanitizer.  rt_exec's scenarios run on 1 and 4 devices here (one
# worker thread, and the most threads); on 2 and 3 devices they take 290 s
# of CI's 2 cores under TSan and run in `make test` (and 2 under ASan).
# pp_host_scope-rounds times rounds whose sides differ by 10 % by the
# clock, one thread: under TSan the devices' path costs about 1 ms a run
# more than the host's (measured: a devices' round 4.4 ms against 0.41 ms
# on the host), so it tests TSan's cost, not the rounds; it runs in
# `make test` and under ASan.
TSAN_SKIP ?= ^(rt_exec_[23]dev|pp_host_scope-rounds)$$
TSAN_TESTS = -L '^(exec|scope_check)$$' -E '$(TSAN_SKIP)'
tsan:
	@$(MAKE) --no-print-directory configure BUILD=build-tsan TYPE=Debug \
	  CMAKE_FLAGS="-DBBMM_SANITIZE=thread"
	@cmake --build build-tsan -j$(JOBS) --target $$(sh cmake/test-targets.sh build-tsan $(TSAN_TESTS))
	@cd build-tsan && TSAN_OPTIONS=halt_on_error=1 ctest $(TSAN_TESTS) --output-on-failure --no-tests=error -j$(JOBS)

# The pragma tool's front end and code generator under libFuzzer + ASan +
# UBSan (tests/pp/fuzz_front.c) for FUZZ_SECONDS on the seed corpus; fails
# on any crash, leak or hang (30 s per input: the slowest seeds take 3 s
# alone under the sanitizers, more on a loaded machine).  New inputs go to
# build-fuzz/fuzz-corpus, crashing ones to build-fuzz/fuzz-artifacts.
# The seeds include tests/pp/fuzz_regress, the inputs that once failed:
# clang's UBSan here reports what gcc's in `make sanitize` does not (a zero
# offset applied to a null pointer).
# FUZZ_FLAGS adds libFuzzer options (e.g. -jobs=2 -workers=2).
FUZZ_SECONDS ?= 60
FUZZ_FLAGS ?=
fuzz:
	@sh cmake/install-deps.sh clang libclang-rt-14-dev
	@CC=clang cmake -S . -B build-fuzz -DCMAKE_BUILD_TYPE=RelWithDebInfo -DBBMM_FUZZ=ON >/dev/null
	@cmake --build build-fuzz -j$(JOBS) --target pp_fuzz_front
	@mkdir -p build-fuzz/fuzz-corpus build-fuzz/fuzz-artifacts
	@cd build-fuzz && ./tests/pp/pp_fuzz_front -max_total_time=$(FUZZ_SECONDS) -timeout=30 \
	  -dict=../tests/pp/fuzz.dict -seed_inputs=../tests/pp/scale.c -artifact_prefix=fuzz-artifacts/ \
	  -print_final_stats=1 $(FUZZ_FLAGS) fuzz-corpus ../samples/regions ../tests/pp/par ../tests/pp/neg ../tests/pp/fuzz_regress

# Unmodified PolyBench/C 4.2.1 (not in the tree; e.g. the public mirror
# MatthiasJReisinger/PolyBenchC-4.2.1): every kernel plain and through
# bbmm-pp, %a dumps compared on 1, 2 and 4 devices; a table, exit 1 on any
# wrong result.  PB_DATASET: MINI, SMALL, MEDIUM, LARGE, EXTRALARGE.
# PB_RANKS=R: the bbmm builds run on R MPI ranks sharing each device count
# (every rank's dump compared; use device counts of at least R).
POLYBENCH ?=
PB_DATASET ?= SMALL
PB_DEVICES ?= 1 2 4
PB_RANKS ?= 1
polybench: build
	@test -n "$(POLYBENCH)" || { echo "make polybench POLYBENCH=/path/to/PolyBenchC-4.2.1"; exit 2; }
	@sh bench/polybench.sh --suite "$(POLYBENCH)" --build $(BUILD) --dataset $(PB_DATASET) --devices "$(PB_DEVICES)" --ranks $(PB_RANKS)

# PolyBench/GPU's hand-written OpenCL programs (sgrauerg/polybenchGpu, not in
# the tree; e.g. .pbgpu, git-ignored) against the same 4.2.1 kernels through
# bbmm-pp, one device, float (bench/polybench-gpu.sh).  PBGPU_DATASET:
# MINI .. EXTRALARGE; PBGPU_ONLY: kernel names (default all).
PBGPU ?=
PBGPU_DATASET ?= LARGE
PBGPU_ONLY ?=
polybench-gpu: build
	@test -n "$(PBGPU)" && test -n "$(POLYBENCH)" || { echo "make polybench-gpu PBGPU=/path/to/polybenchGpu POLYBENCH=/path/to/PolyBenchC-4.2.1"; exit 2; }
	@sh bench/polybench-gpu.sh --gpu "$(PBGPU)" --suite "$(POLYBENCH)" --build $(BUILD) --dataset $(PBGPU_DATASET) $(foreach k,$(PBGPU_ONLY),--only $(k))

# The NAS Parallel Benchmarks' OpenMP C codes (edeiana/NPB3.0-omp-C) with
# their work-sharing pragmas swapped for #pragma bbmm by a script, built
# with bbmmcc, against the sequential and the OpenMP builds (bench/npb.sh).
NPB_CLASS ?= S
NPB_BENCH ?= SP MG BT LU FT CG EP IS
npb: build
	@test -n "$(NPB)" || { echo "make npb NPB=/path/to/NPB3.0-omp-C"; exit 2; }
	@BUILD=$(abspath $(BUILD)) sh bench/npb.sh "$(NPB)" $(NPB_CLASS) "$(NPB_BENCH)"

clean:
	rm -rf build build-asan build-tsan

# Differential random testing of bbmm-pp (tests/gen): fresh programs from
# bbmm-gen for GEN_SECONDS seconds from seed GEN_SEED, each built plainly and
# through bbmm-pp and compared on 1, 2, 4 devices and under a small budget.
# Failures are kept in $(BUILD)/gen-diff/fail-<seed>/; GEN_FLAGS goes to
# bbmm-gen (e.g. GEN_FLAGS="--disable step,neg-step"; GEN_FLAGS=--classic
# leaves out the forms programs of tests/gen/forms.h; GEN_FLAGS="--force
# f-scope-cast" puts that form in every program; GEN_FLAGS="--force
# f-foreign" makes every program two files, p.c and p.other.c, kept
# together in fail-<seed>/).  The last lines give
# the refusals by message and, per form (f-...), the programs using it.
GEN_SECONDS ?= 600
GEN_SEED ?= 1
GEN_FLAGS ?=
.PHONY: gen-diff
gen-diff: build
	@sh tests/gen/gen_diff.sh --seconds $(GEN_SECONDS) --seed $(GEN_SEED) --gen-flags "$(GEN_FLAGS)" \
	  --gen $(BUILD)/tests/bbmm-gen --pp $(BUILD)/pragma-tool/bbmm-pp --include include \
	  --lib $(BUILD)/lib/libbbmm.a --out $(BUILD)/gen-diff
