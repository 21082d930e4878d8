/* bitwise & | ^ of the iterator in subscripts and conditions, also for negative iterators */
#include <stdio.h>
#define N 40
static double A[N], C[N];
static int E[N];
static void run(int n)
{
    int i;
    for (i = 0; i < N; i++) { A[i] = i * 0.25; C[i] = -1.0; E[i] = 0; }
#pragma bbmm
    for (i = 0; i < n; i++)
        C[i ^ 1] = A[i] + 1.0;
#pragma bbmm
    for (i = -n; i < n; i++)
        if ((i & 1) == 0)
            E[i + n] = i & 3;
        else
            E[i + n] = -(i | 2);
    for (i = 0; i < N; i++) printf("%d %a %d\n", n, C[i], E[i]);
}
int main(void)
{
    int n;
    for (n = 0; n <= 19; n += 3) run(n);
    return 0;
}
