/* helper dividing a possibly negative argument: C truncates (-1)/2 == 0, (-3)%2 == -1 */
#include <stdio.h>
#define N 40
static double X[N], Y[N];
static int half(int a) { return a / 2; }
static int rem3(int a) { return a % 3; }
static void f(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        Y[i + 4] = X[half(i - 3) + 2] + 10.0 * (rem3(i - 4) + 2) + X[rem3(i - 7) + 2];
}
int main(void)
{
    int n, i;
    for (n = 0; n <= 36; n += 5) {
        for (i = 0; i < N; i++) { X[i] = i * 1.5; Y[i] = -2; }
        f(n);
        for (i = 0; i < N; i++) printf("%a\n", Y[i]);
    }
    return 0;
}
