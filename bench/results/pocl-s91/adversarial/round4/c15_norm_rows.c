/* per-row scalar accumulated then used by a second inner loop of the same row; scalar live after */
#include <stdio.h>
#include <math.h>
#define N 20
static double A[N][N];
static double total;
static void f(int n, int m)
{
    int i, j;
    double s, mx;
    double acc = 0.0;
#pragma bbmm
    for (i = 0; i < n; i++) {
        s = 0.0;
        mx = -1.0;
        for (j = 0; j < m; j++) { s += A[i][j] * A[i][j]; mx = fabs(A[i][j]) > mx ? fabs(A[i][j]) : mx; }
        s = sqrt(s);
        for (j = 0; j < m; j++) A[i][j] = A[i][j] / (s + 1e-300) + mx;
        acc += s;
    }
    total = acc;
}
int main(void)
{
    int i, j, n;
    for (n = 0; n <= N; n += 4) {
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = (i - j) * 0.3 + (i * j % 3);
        f(n, N - n / 2);
        for (i = 0; i < N; i++) printf("%d %a %a\n", n, A[i][0], A[i][N - 1]);
        printf("%a\n", total);
    }
    return 0;
}
