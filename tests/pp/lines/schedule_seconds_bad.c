// expect-args: --schedule-seconds soon
// expect-exit: 2
// expect-stderr: bbmm-pp: error: --schedule-seconds needs a number of seconds from 0 to 86400
/* a bad --schedule-seconds value is a usage error, and no output is written */
void f(int n, double A[n])
{
#pragma bbmm
    for (int i = 0; i < n; i++)
        A[i] = 1.0;
}
