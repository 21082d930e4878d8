/* bool (stdbool) arrays and scalars in a region */
#include <stdio.h>
#include <stdbool.h>
#define N 20
static bool mask[N];
static double A[N], B[N];
int main(void)
{
    int i;
    for (i = 0; i < N; i++) { A[i] = i - 9.5; mask[i] = (i % 3) != 0; }
#pragma bbmm
    for (i = 0; i < N; i++) {
        bool pos = A[i] > 0;
        B[i] = mask[i] ? A[i] * 2 : (pos ? 1.0 : -1.0);
        mask[i] = A[i] * A[i] > 10.0;
    }
    for (i = 0; i < N; i++) printf("%a %d\n", B[i], (int)mask[i]);
    return 0;
}
