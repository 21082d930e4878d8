# One program of tests/scope_host/: its plain sequential build (SEQ) and its
# build through bbmm-pp (PP, automatic data scopes on) on 1, 2 and 4 PoCL
# devices must print the same bytes and end with the same status.  With
# SHOW, each run is followed by "prog SHOW", whose output is appended (a
# program that leaves its results in a file: exit_shared.c).  The programs
# run in OUT.
#   cmake -DPP=prog -DSEQ=prog-seq [-DSHOW=arg] -DOUT=dir -P scope_host.cmake
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
endforeach()
