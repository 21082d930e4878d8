// expect: 7:16: erro// expect: 7:16: error: array 'A' has 2 dimensions but is used with 1 s back
void step(int n, doubleÚ¾[n]);
void f(int n, double A[n])
{
    int t;
    for (t = 0; t < 10; t++) {
#pragma bbmm data
 r: 'sizeof' of a variable-length array (an extent computhd at run time) is not supported in a region
void f(int n, double A[ni < #pragma scop    B[ÿÿÿÿÿÿ !     {
            step(n,ubscript: pointer arithmetic on arrays is not supported
void f(int n,ÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿ#defineÿÿÿÿÿÿi] = s double A[n][n], double B[n])
{
    int i;
#pragma bbmm
  izeof A[0];
}
  for (i = 0; i < n;  A[i];
}
