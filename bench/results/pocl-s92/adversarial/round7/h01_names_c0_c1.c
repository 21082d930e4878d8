/* user variables named c0, c1, c2 (isl's schedule iterator names) in a region that gets rescheduled into wavefronts */
#include <stdio.h>
#define N 16
static double A[N][N];
static void f(int c0, double c1)
{
    int c2 = -1, c3 = -2;
#pragma bbmm
    for (c2 = 1; c2 < c0 - 1; c2++)
        for (c3 = 1; c3 < c0 - 1; c3++)
            A[c2][c3] = (A[c2 - 1][c3] + A[c2][c3 - 1] + A[c2 + 1][c3] + A[c2][c3 + 1]) * c1;
    printf("c0=%d c2=%d c3=%d\n", c0, c2, c3);
}
int main(void)
{
    int i, j, n;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = (i * 3 + j) % 5;
    for (n = 0; n <= N; n += 3) f(n, 0.25);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
    return 0;
}
