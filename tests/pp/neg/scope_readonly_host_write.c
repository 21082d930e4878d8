// expect: 15:9: error: host write to 'B' inside a bbmm data scope while the copies of a region that reads it may still be reading the host's: add '#pragma bbmm update host(B)' before it
/* data(A, B): no region writes B, but the host's write to it may overtake the copy to the devices of the run before (a run returns once enqueued): update host waits for it */
#include <stdio.h>
#define N 18
static double A[N], B[N];
int main(void)
{
    int i, t;
    for (i = 0; i < N; i++) { A[i] = i % 4; B[i] = 1.0; }
#pragma bbmm data(A, B)
    for (t = 0; t < 4; t++) {
#pragma bbmm
        for (i = 1; i < N - 1; i++)
            A[i] = A[i] + 0.25 * (B[i - 1] + B[i + 1]);
        B[t] = 2.0 * t;
#pragma bbmm update device(B)
    }
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
