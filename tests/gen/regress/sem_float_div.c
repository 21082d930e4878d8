/* float division and sqrtf must round as C does (OpenCL allows 2.5 and 3
 * ulp unless asked for -cl-fp32-correctly-rounded-divide-sqrt). */
#include <stdio.h>
#include <math.h>
#define N 4096
float A[N], B[N], C[N];
int main(void)
{
    int i, n = N;
    for (i = 0; i < N; i++) { B[i] = (float)(i * 2654435761u % 1000003) / 7.0f + 1.0f; C[i] = (float)((i * 40503u) % 65521) * 0.37f + 0.5f; }
#pragma bbmm
    for (i = 0; i < n; i++)
        A[i] = B[i] / C[i] + sqrtf(B[i]) - (float)i / 3.0f;
    for (i = 0; i < N; i++) printf("%a\n", (double)A[i]);
    return 0;
}
