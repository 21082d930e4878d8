/* a region-local scalar ties the statements to the loops as written: isl's scheduler is not tried, the region stays sequential */
// expect-stderr: @DIR@/sched_kept_local.c:14:1: warning: region 'sched_kept_local_14' left as sequential code
#include <stdio.h>
#define N 40
double x[N], L[N][N], b[N];
int main(void)
{
    int i, j;
    for (i = 0; i < N; i++) {
        b[i] = (double)(i % 7);
        for (j = 0; j < N; j++)
            L[i][j] = 1.0 + (double)((i + j) % 3);
    }
#pragma scop
    for (i = 0; i < N; i++) {
        double s = b[i];
        for (j = 0; j < i; j++)
            s -= L[i][j] * x[j];
        x[i] = s / L[i][i];
    }
#pragma endscop
    for (i = 0; i < N; i++)
        printf("%a\n", x[i]);
    return 0;
}
