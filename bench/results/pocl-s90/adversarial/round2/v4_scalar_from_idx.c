/* scalar assigned from an int array element the region does not write (idx[2]) while it writes idx[0] */
#include <stdio.h>
#define N 12
static int idx[4];
static double A[N];
static void f(int n)
{
    int i, k;
#pragma bbmm
    {
        k = idx[2];
        for (i = 0; i < k && i < n; i++)
            A[i] = A[i] + 1.0;
        idx[0] = idx[0] + k;
    }
}
int main(void)
{
    int i, n;
    for (i = 0; i < N; i++) A[i] = i;
    idx[0] = 0; idx[1] = 1; idx[3] = 3;
    for (n = 0; n <= N; n += 4) { idx[2] = N - n; f(n); }
    printf("%d\n", idx[0]);
    for (i = 0; i < N; i++) printf("%a\n", A[i]);
    return 0;
}
