/* the same helper with global arrays in one call and main's stack arrays in another, shrinking sizes */
#include <stdio.h>
#define N 32
static double GA[N][N], GB[N][N];
static void step(int n, double A[N][N], double B[N][N])
{
    int i, j;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
            B[i][j] = (A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1] - 4 * A[i][j]) * 0.1 + A[i][j];
}
int main(void)
{
    double LA[N][N], LB[N][N];
    int i, j, n;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { GA[i][j] = LA[i][j] = (i * j % 5) * 0.5; GB[i][j] = LB[i][j] = 0; }
    for (n = N; n > 0; n -= 5) {
        step(n, GA, GB);
        step(n, LB, LA);
        step(n, GB, LB);
        printf("%d %a %a %a %a\n", n, GB[n / 2][n / 3], LA[n / 2][n / 2], LB[1][1], GB[n-1][n/2]);
    }
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a %a\n", GB[i][j], LB[i][j]);
    return 0;
}
