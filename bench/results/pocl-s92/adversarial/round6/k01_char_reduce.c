/* narrowing reductions: char, short and float accumulators and an unsigned counter going below 0 */
#include <stdio.h>
#define N 40
static int A[N];
static double D[N];
int main(void)
{
    int i, n;
    for (i = 0; i < N; i++) { A[i] = (i * 37) % 29 - 10; D[i] = i * 0.1 - 1.3; }
    for (n = 0; n <= N; n += 9) {
        signed char c = 100;
        short s = -30000;
        float f = 0.5f;
        unsigned u = 3;
#pragma bbmm
        for (i = 0; i < n; i++) {
            c += A[i];
            s -= A[i] * 900;
            f += D[i];
            u -= 1;
        }
        printf("%d %d %a %u\n", c, s, f, u);
    }
    return 0;
}
