/* for (i = n - 1; i >= 0; i -= 2) with i read after, and j from an inner loop whose start depends on i */
#include <stdio.h>
#define N 25
static double A[N][N];
static void f(int n)
{
    int i, j;
    i = 99; j = 77;
#pragma bbmm
    for (i = n - 1; i >= 0; i -= 2)
        for (j = i; j < n; j += 2)
            A[i][j] = A[i][j] - A[j][i] * 0.5;
    printf("%d %d %d\n", n, i, j);
}
int main(void)
{
    int i, j, n;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = (i * 7 + j * 3) % 10;
    for (n = 0; n <= N; n += 3) f(n);
    f(1); f(2);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
    return 0;
}
