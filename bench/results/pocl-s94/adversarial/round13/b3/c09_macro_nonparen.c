/* un-parenthesised macro args and extent: #define IX(i,j) i + S*j with S N+2 (no parentheses) as people write it */
#include <stdio.h>
#define N 6
#define S (N+2)
#define IX(i,j) ((i)+(N+2)*(j))
static double a[S*S], b[S*S];
static void f(double *x, const double *y)
{
    int i, j;
#pragma bbmm array(x[S][S], y[S][S])
    for (j = 1; j <= N; j++)
        for (i = 1; i <= N; i++)
            x[IX(i, j)] = y[IX(i, j - 1)] * 0.5 + y[IX(i + 1, j)];
}
int main(void)
{
    int k;
    for (k = 0; k < S * S; k++) { a[k] = 0; b[k] = k * 0.25; }
    f(a, b);
    f(b, a);
    for (k = 0; k < S * S; k++) printf("%a %a\n", a[k], b[k]);
    return 0;
}
