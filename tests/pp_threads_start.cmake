# pp_threads under BBMM_START=auto with a small BBMM_START_WORK (the
# environment set by the test): it must pass (exit 0, "ok:"), and the
# default context must have started its other devices later
# (devices_started = the devices selected, starts_later > 0).  A start
# asked for while another thread's region holds arrays is declined
# (starts_declined); on a loaded machine (ThreadSanitizer on 2 cores)
# every start the threads ask for can come at such a time, so the
# program ends with the largest calls made alone ("solo"), where a start
# still wanted happens.
#   cmake -DPROG=pp_threads -DROUNDS=N -DOUT=stats.json -P pp_threads_start.cmake
set(ENV{BBMM_STATS} "json:${OUT}")
file(REMOVE ${OUT})
execute_process(COMMAND ${PROG} ${ROUNDS} solo RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0 OR NOT out MATCHES "ok:")
  message(FATAL_ERROR "${PROG} failed (${rc}): ${out} ${err}")
endif()
file(READ ${OUT} json)
string(JSON started GET "${json}" total devices_started)
string(JSON avail GET "${json}" total devices_available)
string(JSON later GET "${json}" total starts_later)
string(JSON declined GET "${json}" total starts_declined)
message(STATUS "${out}devices: ${started} of ${avail} started, ${later} later, ${declined} declined")
if(NOT started EQUAL avail OR later LESS 1)
  message(FATAL_ERROR "the regions' work should have started every device later (${started} of ${avail}, "
                      "${later} later)")
endif()
