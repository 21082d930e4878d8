/* the array's address kept as an integer (uintptr_t) and turned back into a pointer for memcpy */
#include <stdio.h>
#include <string.h>
#include <stdint.h>
#define N 64
static double A[N], B[N];
int main(void)
{
    int t, i;
    double x;
    uintptr_t base = (uintptr_t)A;
    for (i = 0; i < N; i++) { A[i] = i; B[i] = 0.5; }
    for (t = 0; t < 3; t++) {
#pragma bbmm
        for (i = 0; i < N; i++)
            A[i] = A[i] + B[i];
        memcpy(&x, (const void *)(base + 4 * sizeof(double)), sizeof x);
        printf("%a\n", x);
    }
    return 0;
}
