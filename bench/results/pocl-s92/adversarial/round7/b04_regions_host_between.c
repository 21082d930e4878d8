/* three regions in one function share i, j; host code between them reads the iterators and uses them as sizes */
#include <stdio.h>
#define N 30
static double A[N][N], v[N];
static void f(int n)
{
    int i, j = -3, m;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = i; j < n; j += 3)
            A[i][j] = A[i][j] + 1.0;
    m = (j > n ? j - n : 0) + i / 2;
    printf("n=%d first i=%d j=%d m=%d\n", n, i, j, m);
#pragma bbmm
    for (i = m; i < n; i++)
        v[i] = v[i] + A[i][i] * m;
    printf("second i=%d\n", i);
    m = i - m;
#pragma bbmm
    for (j = 0; j < m; j++)
        for (i = 0; i < j; i++)
            A[j][i] = A[j][i] - v[i];
    printf("third i=%d j=%d m=%d\n", i, j, m);
}
int main(void)
{
    int i, j, n;
    for (i = 0; i < N; i++) { v[i] = i; for (j = 0; j < N; j++) A[i][j] = i * 0.5 - j; }
    for (n = 0; n <= 10; n++) f(n);
    f(N);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
    for (i = 0; i < N; i++) printf("%a\n", v[i]);
    return 0;
}
