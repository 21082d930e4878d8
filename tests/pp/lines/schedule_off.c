// expect-args: --schedule-seconds 0
// expect-stderr: @DIR@/schedule_off.c:9:1: warning: region 'schedule_off_9' left as sequential code
/* --schedule-seconds 0 keeps the loop order as written: a forward
 * substitution then has no parallel loop and stays sequential (without
 * the option, isl's scheduler gives it the column order: sched_interchange.c) */
void f(int n, float L[n][n], float x[n], const float b[n])
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++) {
        x[i] = b[i];
        for (j = 0; j < i; j++)
            x[i] -= L[i][j] * x[j];
        x[i] = x[i] / L[i][i];
    }
}
