/* targets in parentheses, as macros write them: a swap macro, a scaled update, a doubled pair */
#include <stdio.h>
#define N 9
#define SWAP(a, b) do { double t_ = (a); (a) = (b); (b) = t_; } while (0)
#define SCALE(x, s) ((x)) *= (s)
static double A[N][N], v[N];
static void f(int n)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++) {
        for (j = 0; j < n / 2; j++)
            SWAP(A[i][j], A[i][n - 1 - j]);
        SCALE(v[i], 0.5);
        (v[i]) += A[i][0];
    }
}
int main(void)
{
    int i, j, n;
    for (n = 0; n <= N; n += 4) {
        for (i = 0; i < N; i++) { v[i] = i; for (j = 0; j < N; j++) A[i][j] = i * N + j; }
        f(n);
        for (i = 0; i < N; i++) { printf("%a", v[i]); for (j = 0; j < N; j++) printf(" %a", A[i][j]); printf("\n"); }
    }
    return 0;
}
