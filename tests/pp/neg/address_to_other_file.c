// expect: 15:37: error: unary '&' in an argument of 'randlc': a kernel cannot call 'randlc', which is neither a math function nor a function defined earlier in this file (a function of this file may take '&x' of a scalar x declared in the region)
/* NPB EP: the seed's address passed to randlc, whose body is in another
 * file; the message names the call, not only the '&' */
double randlc(double *x, double a);
static double bump(double *x, double f)
{
    *x = *x * f;
    return *x;
}
void f(int n, double A[n], double B[n])
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) {
        double t = A[i], u = randlc(&t, 2.0);
        B[i] = u + bump(&t, 0.5);
    }
}
