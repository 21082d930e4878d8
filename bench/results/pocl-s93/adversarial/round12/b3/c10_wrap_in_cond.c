/* parameter-divisor remainder in an if condition and in a subscript: last point of each period wraps */
#include <stdio.h>
#define N 30
static double A[N], B[N];
static void kern(int n, int p)
{
    int i;
#pragma bbmm
    for (i = 0; i < p; i++) {
        if ((i + 1) % p == 0)
            B[i] = A[i] + A[0];
        else
            B[i] = A[i] + A[(i + 1) % p];
    }
}
int main(void)
{
    int s, i;
    int ps[] = {0, 1, 2, 7, 30};
    for (s = 0; s < 5; s++) {
        for (i = 0; i < N; i++) { A[i] = i * 0.75; B[i] = -1; }
        kern(N, ps[s]);
        for (i = 0; i < N; i++) printf("%a\n", B[i]);
    }
    return 0;
}
