/* a scalar written in an inner loop that is empty for the first row, read after it in the outer body */
#include <stdio.h>
#define N 15
static double A[N][N], B[N];
static void f(int n)
{
    int i, j;
    double s = 5.0;
#pragma bbmm
    for (i = 0; i < n; i++) {
        for (j = 0; j < i; j++)
            s = A[i][j] + j;
        B[i] = s;
    }
}
int main(void)
{
    int i, j, n;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = i * 3 - j;
    for (n = 0; n <= N; n += 3) {
        f(n);
        for (i = 0; i < N; i++) printf("%a\n", B[i]);
    }
    return 0;
}
