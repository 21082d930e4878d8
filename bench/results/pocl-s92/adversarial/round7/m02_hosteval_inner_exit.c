/* host-evaluated scalars between nests from inner and down-counting iterators' exit values (s = j * 0.5, u = k + 0.25) */
#include <stdio.h>
#define N 20
static double A[N][N], B[N];
static void f(int n)
{
    int i = 5, j = 6;
    unsigned k = 7;
    double s = -1.0, u = -2.0;
#pragma scop
    for (i = 0; i < n; i++)
        for (j = i; j < n - 1; j += 2)
            A[i][j] = A[i][j] + 1.0;
    s = j * 0.5;
    for (k = n; k-- > 0;)
        B[k] = B[k] + s;
    u = 0.25;
    for (i = 0; i < n; i++)
        B[i] = B[i] * u;
#pragma endscop
    printf("n=%d i=%d j=%d k=%u s=%a u=%a\n", n, i, j, k, s, u);
}
int main(void)
{
    int i, j, n;
    for (i = 0; i < N; i++) { B[i] = 1; for (j = 0; j < N; j++) A[i][j] = i + j; }
    for (n = 0; n <= 7; n++) f(n);
    for (i = 0; i < N; i++) { printf("%a\n", B[i]); for (j = 0; j < N; j++) printf("%a\n", A[i][j]); }
    return 0;
}
