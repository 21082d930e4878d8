# BBMM front door.  `make run` and `make test` each install missing Debian
# packages first (cmake/install-deps.sh), then configure, build and do their job.
BUILD   ?= build
TYPE    ?= RelWithDebInfo
JOBS    ?= $(shell nproc 2>/dev/null || echo 2)
CMAKE_FLAGS ?=
# PoCL 3.1 (Debian 12) makes one CPU device per word; tests use four.
export POCL_DEVICES ?= pthread pthread pthread pthread

.PHONY: all deps configure build run test bench sanitize tsan clean

all: build

deps:
	@sh cmake/install-deps.sh

configure: deps
	@cmake -S . -B $(BUILD) -DCMAKE_BUILD_TYPE=$(TYPE) $(CMAKE_FLAGS) >/dev/null

build: configure
	@cmake --build $(BUILD) -j$(JOBS)

run: build
	@$(BUILD)/samples/bbmm-showcase

test: build
	@cd $(BUILD) && ctest --output-on-failure --no-tests=error -j$(JOBS)

bench: build
	@cmake --build $(BUILD) --target bench

# Unit and runtime tests again under AddressSanitizer + UndefinedBehaviorSanitizer.
sanitize:
	@$(MAKE) --no-print-directory test BUILD=build-asan TYPE=Debug \
	  CMAKE_FLAGS="-DBBMM_SANITIZE=address,undefined"

# Executor tests (worker threads, one per device) under ThreadSanitizer.
tsan:
	@$(MAKE) --no-print-directory build BUILD=build-tsan TYPE=Debug \
	  CMAKE_FLAGS="-DBBMM_SANITIZE=thread"
	@cd build-tsan && TSAN_OPTIONS=halt_on_error=1 ctest -L exec --output-on-failure --no-tests=error -j$(JOBS)

clean:
	rm -rf build build-asan build-tsan
