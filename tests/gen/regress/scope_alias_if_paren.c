/* a pointer to a kept array written in a statement that begins with a parenthesis right after an if's header ("if (t == 1) (*P)[2] = 40.0"): the alias walk took that "(" for a call through a pointer, so no scope was made, not even step's, whose two regions have no host code between them; now step's scope is made, and main's is not, for the write through P (adversarial round 20, finding 3) */
// expect-explain: automatic data scope in step, lines [0-9]+-[0-9]+: B, A stay on the devices across its regions
// expect-explain: automatic data scope in main, lines [0-9]+-[0-9]+: not made: host code reads or writes through a pointer or array that may be a kept one
#include <stdio.h>
#define N 32
static double A[N], B[N];
static void step(int n)
{
#pragma bbmm
    for (int i = 1; i < n - 1; i++)
        B[i] = 0.5 * A[i] + 0.25 * (A[i - 1] + A[i + 1]);
#pragma bbmm
    for (int i = 0; i < n; i++)
        A[i] = B[i] * 1.01;
}
int main(void)
{
    double (*P)[N] = &A;
    for (int i = 0; i < N; i++) {
        A[i] = i % 11;
        B[i] = 0;
    }
    for (int t = 0; t < 10; t++) {
        step(N);
        if (t == 1) (*P)[2] = 40.0;
        while (t == 3) (*P)[3] = 41.0, t = 4;
    }
    double h = 0;
    for (int i = 0; i < N; i++)
        h = h * 0.75 + A[i] + B[i];
    printf("%a\n", h);
    return 0;
}
