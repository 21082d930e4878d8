/* one region, its second nest reading A at an offset k, called with k = 0 then k = 5 inside an automatic data scope (a hand-written program): with early flow-out on 2 devices, A[4] came back 5 instead of 6 in 20 of 40 runs of a binary built during stop 90 against a library whose state is not known; 0 failures in more than 100 runs with the tree as committed; kept as a regression program */
#include <stdio.h>
#define N 12
static double A[N], B[N];
static void f(int k)
{
    int i;
#pragma bbmm
    {
        for (i = 0; i < N - k; i++)
            A[i] = A[i] + 1.0;
        for (i = 0; i < N - k; i++)
            B[i] = A[i + k];
    }
}
int main(void)
{
    int i;
    for (i = 0; i < N; i++) { A[i] = i; B[i] = -i; }
    f(0);
    f(5);
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
