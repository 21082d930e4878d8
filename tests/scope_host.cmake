# One program of tests/scope_host/: its plain sequential build (SEQ) and its
# build through bbmm-pp (PP, automatic data scopes on) on 1, 2 and 4 PoCL
# devices must print the same bytes and end with the same status.  With
# SHOW, each run is followed by "prog SHOW", whose output is appended (a
# program that leaves its results in a file: exit_shared.c).  With ONHOST
# (tests/jagged/: the regions are kept off the host, BBMM_HOST=never), a
# region's message on stderr must match ONHOST ("-": none may say it runs on
# the host as written).  With TUNE, BBMM_TUNE is set to it for the bbmm
# runs.  The programs run in OUT.
#   cmake -DPP=prog -DSEQ=prog-seq [-DSHOW=arg] [-DONHOST=regex|-] [-DTUNE=k=v] -DOUT=dir -P scope_host.cmake
file(MAKE_DIRECTORY ${OUT})

# Run "prog" (then "prog SHOW") into file "out", its status into "rc".
macro(host_run prog out)
  execute_process(COMMAND ${prog} WORKING_DIRECTORY ${OUT} RESULT_VARIABLE rc OUTPUT_VARIABLE o ERROR_VARIABLE err
                  TIMEOUT 120)
  if(DEFINED SHOW)
    execute_process(COMMAND ${prog} ${SHOW} WORKING_DIRECTORY ${OUT} OUTPUT_VARIABLE o2 TIMEOUT 120)
    string(APPEND o "${o2}")
  endif()
  file(WRITE ${out} "${o}")
endmacro()

host_run(${SEQ} ${OUT}/seq.out)
set(seq_rc ${rc})
if(DEFINED ONHOST)
  set(ENV{BBMM_HOST} never)
endif()
if(DEFINED TUNE)
  set(ENV{BBMM_TUNE} "${TUNE}")
endif()
foreach(dev 1 2 4)
  string(REPEAT "pthread " ${dev} pd)
  set(ENV{POCL_DEVICES} "${pd}")
  host_run(${PP} ${OUT}/pp_${dev}.out)
  if(NOT rc STREQUAL seq_rc)
    message(FATAL_ERROR "on ${dev} devices: exit status ${rc}, the sequential program's ${seq_rc}: ${err}")
  endif()
  execute_process(COMMAND ${CMAKE_COMMAND} -E compare_files ${OUT}/seq.out ${OUT}/pp_${dev}.out RESULT_VARIABLE diff)
  if(NOT diff EQUAL 0)
    message(FATAL_ERROR "on ${dev} devices the output differs from the sequential program's (${OUT})")
  endif()
  if(DEFINED ONHOST AND NOT ONHOST STREQUAL "-" AND NOT err MATCHES "${ONHOST}")
    message(FATAL_ERROR "on ${dev} devices: expected a region to say '${ONHOST}', stderr:\n${err}")
  elseif(ONHOST STREQUAL "-" AND err MATCHES "runs on the host as written")
    message(FATAL_ERROR "on ${dev} devices a region ran on the host:\n${err}")
  endif()
endforeach()
