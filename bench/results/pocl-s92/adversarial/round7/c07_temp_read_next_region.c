/* a temp used per iteration in region 1 is read as a value (its last value) by region 2 */
#include <stdio.h>
#define N 24
static double A[N][N], B[N], C[N];
static void f(int n)
{
    int i, j;
    double t = 0.5;
#pragma bbmm
    for (i = 0; i < n; i++) {
        t = A[i][0] * 2.0;
        for (j = 1; j < n; j++)
            t = t + A[i][j];
        B[i] = t;
    }
#pragma bbmm
    for (i = 0; i < n; i++)
        C[i] = B[i] - t;
}
int main(void)
{
    int i, j, n;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = (i * j % 5) * 0.25;
    for (n = 0; n <= 7; n++) {
        f(n);
        for (i = 0; i < n; i++) printf("%a %a\n", B[i], C[i]);
    }
    return 0;
}
