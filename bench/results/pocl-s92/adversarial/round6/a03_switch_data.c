/* switch on data (an int array) inside a region, with fallthrough */
#include <stdio.h>
#define N 30
static int K[N];
static double A[N], B[N];
static void h(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) {
        switch (K[i]) {
        case 0: B[i] = A[i]; break;
        case 1: B[i] = 2.0 * A[i];
        /* fallthrough */
        case 2: B[i] += 1.0; break;
        case -1: B[i] = -A[i]; break;
        default: B[i] = 0.25;
        }
    }
}
int main(void)
{
    int i, n;
    for (n = 0; n <= N; n += 7) {
        for (i = 0; i < N; i++) { K[i] = (i * 3) % 5 - 1; A[i] = i * 0.5; B[i] = 100 + i; }
        h(n);
        for (i = 0; i < N; i++) printf("%a\n", B[i]);
    }
    return 0;
}
