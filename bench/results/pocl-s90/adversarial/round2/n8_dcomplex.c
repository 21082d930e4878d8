/* NPB FT style complex struct array: u[i].real / u[i].imag */
#include <stdio.h>
#define N 16
typedef struct { double real, imag; } dcomplex;
static dcomplex u[N], v[N];
static double tw[N];
int main(void)
{
    int i, t;
    for (i = 0; i < N; i++) { u[i].real = i; u[i].imag = -i * 0.5; tw[i] = 1.0 / (1 + i); }
    for (t = 0; t < 3; t++) {
#pragma bbmm
        for (i = 0; i < N; i++) {
            v[i].real = u[i].real * tw[i] - u[i].imag * tw[N - 1 - i];
            v[i].imag = u[i].real * tw[N - 1 - i] + u[i].imag * tw[i];
        }
#pragma bbmm
        for (i = 0; i < N; i++) { u[i].real = v[i].real; u[i].imag = v[i].imag * 0.5; }
    }
    for (i = 0; i < N; i++) printf("%a %a\n", u[i].real, u[i].imag);
    return 0;
}
