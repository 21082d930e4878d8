// expect: 7:25: error: the condition 'j-- > ...' must be the whole condition of the loop over 'j'
void f(unsigned n, double *B)
{
    unsigned j;
#pragma bbmm array(B[n])
    {
    for (j = n; j-- > 0 && j != 3;)
        B[j] = B[j] + 1.0;
    
    }
}
