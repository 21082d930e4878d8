# Replay's back-off (bbmm/replay.h): PP, the generated tests/replay/
# moving_then_still.c, runs on one PoCL device with replay on.  Its nest's
# read box moves for 300 runs, each from the same state, so no run can
# replay them and the runs stop recording plans for 1, 2, 4 ... up to 64
# runs at a time; then the box stays for 400 runs, which replay again at
# most 66 runs later (C is made on the device by a region of its own
# first: 701 runs).  The output equals the plain build's (SEQ), and at
# least 330 of the runs replayed (all but one of the last 400 without the
# back-off, 353 with it; 161 when the gaps double past their cap).
#   cmake -DPP=... -DSEQ=... -DOUT=file -P replay_backoff.cmake
set(ENV{POCL_DEVICES} "pthread")
set(ENV{BBMM_DEVICES} "1")
set(ENV{BBMM_HOST} "never")
set(ENV{BBMM_TUNE} "replay=on")
include(${CMAKE_CURRENT_LIST_DIR}/run_pair.cmake)
string(JSON runs GET "${json}" total runs)
string(JSON replayed GET "${json}" total runs_replayed)
message(STATUS "${replayed} of ${runs} runs replayed")
if(NOT runs EQUAL 701)
  message(FATAL_ERROR "${runs} runs, not 701 (a region ran on the host?)")
endif()
if(replayed LESS 330)
  message(FATAL_ERROR "only ${replayed} runs replayed: the back-off keeps the still boxes from replaying")
endif()
