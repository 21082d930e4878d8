/* a global pointer set in one function to a local scalar of main; region writes the scalar; a helper reads it */
#include <stdio.h>
#define N 12
static double A[N];
static double *gp;
static void setp(double *p) { gp = p; }
static void use(void) { printf("%a\n", *gp); }
int main(void)
{
    int i, t;
    double last = 0.0;
    for (i = 0; i < N; i++) A[i] = i * 1.25;
    setp(&last);
    for (t = 0; t < 3; t++) {
#pragma bbmm
        for (i = 0; i < N; i++) {
            last = A[i] * 0.5 + t;
            A[i] = last - 1.0;
        }
        use();
    }
    for (i = 0; i < N; i++) printf("%a\n", A[i]);
    return 0;
}
